import { randomUUID } from 'node:crypto';
import * as z from '#functions/platform/zod.ts';
import { message, type Message } from '#src/schemas/messages.ts';
import { id as idSchema, updateEnvelope } from '#src/schemas/common.ts';
import { HttpError, parseWith, readJson } from '#functions/platform/http.ts';

// What handlers share about reading a request and finding what it names: ids
// from the query, JSON object bodies, merged partial updates that leave the
// server-kept fields alone, new ids and times, and lookups that answer 404.

const queryIdSchema = z.object({ id: idSchema });

/** The `id` query parameter, required (400 naming it otherwise). */
/** A part of an address decoded; '' when it is not valid percent-encoding (`%`, `%ZZ`, half a character), which names nothing. */
export function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

export function requiredQueryId(req: Request): string {
  const raw = new URL(req.url).searchParams.get('id');
  return parseWith(queryIdSchema, { id: raw ?? '' }, message('query_required', { parameter: 'id' })).id;
}

/** The `id` query parameter when present. */
export function optionalQueryId(req: Request): string | undefined {
  const raw = new URL(req.url).searchParams.get('id');
  return raw === null ? undefined : requiredQueryId(req);
}

/** A JSON body that must be an object (arrays, strings and null are refused). */
export async function readObject(req: Request): Promise<Record<string, unknown>> {
  const body = await readJson(req);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, message('body_not_object'));
  return body as Record<string, unknown>;
}

/** The id of an update body (PUT with the id in the body). */
export function updateId(body: Record<string, unknown>): string {
  return parseWith(updateEnvelope, body).id;
}

const SERVER_FIELDS = ['id', 'created_at', 'updated_at'] as const;

/** Fields that hold a set of texts of their own (a translation): a partial one in a body updates only what it names. */
const NESTED_FIELDS = ['fr'] as const;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The input of an update: the stored record with the body laid over it, minus
 * the fields only the server sets. Validating this with the entity's input
 * schema accepts partial bodies such as `{ id, is_published }` or
 * `{ id, fr: { title } }` and drops unknown fields.
 */
export function mergeForUpdate(existing: object, body: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...existing, ...body };
  for (const field of NESTED_FIELDS) {
    const stored: unknown = Reflect.get(existing, field);
    const sent = body[field];
    if (isPlainObject(stored) && isPlainObject(sent)) merged[field] = { ...stored, ...sent };
  }
  for (const field of SERVER_FIELDS) Reflect.deleteProperty(merged, field);
  return merged;
}

export function newId(): string {
  return randomUUID();
}

export function now(): string {
  return new Date().toISOString();
}

/** An id lookup that throws 404 with the entity's message. */
export function findOrThrow<T extends { id: string }>(items: readonly T[], id: string, notFound: Message): T {
  const found = items.find((item) => item.id === id);
  if (!found) throw new HttpError(404, notFound);
  return found;
}

/** Finds one item of a public view's text (the view is small enough to parse; it is one read). */
export function findInView<S extends z.core.$ZodType>(schema: S, text: string, id: string, notFound: Message): z.output<S> {
  const items = JSON.parse(text) as { id: string }[];
  return z.parse(schema, findOrThrow(items, id, notFound));
}
