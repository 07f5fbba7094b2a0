import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { id as idSchema, updateEnvelope } from '#src/schemas/common.ts';
import { privateCacheHeaders, publicCacheHeaders } from '#functions/platform/cache.ts';
import { HttpError, parseWith, readJson, respond, securityHeaders } from '#functions/platform/http.ts';

// What the content endpoints (projects, enhanced projects, clients, metadata)
// share: ids from the query, JSON object bodies, merged partial updates,
// server-kept fields, and the two kinds of read responses (public and cached
// at the edge, or private to the signed-in admin).

const queryIdSchema = z.object({ id: idSchema });

/** The `id` query parameter, required (400 naming it otherwise). */
export function requiredQueryId(req: Request): string {
  const raw = new URL(req.url).searchParams.get('id');
  return parseWith(queryIdSchema, { id: raw ?? '' }, 'Query parameter id is required').id;
}

/** The `id` query parameter when present. */
export function optionalQueryId(req: Request): string | undefined {
  const raw = new URL(req.url).searchParams.get('id');
  return raw === null ? undefined : requiredQueryId(req);
}

/** A JSON body that must be an object (arrays, strings and null are refused). */
export async function readObject(req: Request): Promise<Record<string, unknown>> {
  const body = await readJson(req);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, 'Request body must be a JSON object');
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
export function findOrThrow<T extends { id: string }>(items: readonly T[], id: string, notFound: string): T {
  const found = items.find((item) => item.id === id);
  if (!found) throw new HttpError(404, notFound);
  return found;
}

/** A strong validator of a public body, so browsers and the CDN can revalidate with 304. */
function etagOf(text: string): string {
  return `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
}

/**
 * An anonymous read: the body text as stored (never re-serialised), cacheable at
 * the edge under its tags, 304 when the client already has it.
 */
export function publicText(
  req: Request,
  text: string,
  tags: readonly string[],
  varyQuery: readonly string[],
  freshUntil?: number,
): Response {
  return publicBody(req, text, { contentType: 'application/json; charset=utf-8', tags, varyQuery, headers: securityHeaders, freshUntil });
}

export interface PublicBody {
  contentType: string;
  tags: readonly string[];
  varyQuery: readonly string[];
  /** The response's own security headers (an API answer's, or a page's). */
  headers: Record<string, string>;
  status?: number;
  /** When the answer changes by itself (a scheduled publish or unpublish): the CDN keeps it no longer. */
  freshUntil?: number | undefined;
}

/** Any anonymous body (JSON, a page, a sitemap): cached at the edge under its tags, 304 on a matching ETag. */
export function publicBody(
  req: Request,
  text: string,
  { contentType, tags, varyQuery, headers: own, status = 200, freshUntil }: PublicBody,
): Response {
  const etag = etagOf(text);
  const headers = { ...own, ...publicCacheHeaders(tags, varyQuery, freshUntil), ETag: etag };
  const inm = req.headers.get('if-none-match');
  if (status === 200 && inm?.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(text, { status, headers: { ...headers, 'Content-Type': contentType } });
}

/** An anonymous read of a value built in this request. */
export function publicJson<S extends z.core.$ZodType>(
  req: Request,
  schema: S,
  body: z.output<S>,
  tags: readonly string[],
  varyQuery: readonly string[],
  freshUntil?: number,
): Response {
  // Checked like every answer (respond()); the cached text is the body as given.
  respond(schema, body);
  return publicText(req, JSON.stringify(body), tags, varyQuery, freshUntil);
}

/** A file for the signed-in admin to save (CSV exports, backups): an attachment, never stored by a cache. */
export function attachment(body: string | Uint8Array, contentType: string, filename: string): Response {
  return new Response(typeof body === 'string' ? body : new Uint8Array(body), {
    headers: {
      ...securityHeaders,
      'Content-Type': contentType,
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

/** A read by the signed-in admin: never stored by the browser or the CDN. */
export function privateJson<S extends z.core.$ZodType>(schema: S, body: z.output<S>, varyQuery: readonly string[]): Response {
  return respond(schema, body, { headers: privateCacheHeaders(varyQuery) });
}

/** Finds one item of a public view's text (the view is small enough to parse; it is one read). */
export function findInView<S extends z.core.$ZodType>(schema: S, text: string, id: string, notFound: string): z.output<S> {
  const items = JSON.parse(text) as { id: string }[];
  return z.parse(schema, findOrThrow(items, id, notFound));
}
