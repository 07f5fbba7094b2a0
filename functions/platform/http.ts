import * as z from '#functions/platform/zod.ts';
import { randomUUID } from 'node:crypto';
import { errorSchema, type Issue } from '#src/schemas/api.ts';
import { issuesOf, messageOfIssue } from '#src/schemas/coded-issues.ts';
import { codedError, englishOf, message, type Message } from '#src/schemas/messages.ts';
import { AdminNotConfiguredError, ConfigError } from '#functions/platform/env.ts';
import { CorruptDataError, StoreUnavailableError, WriteContentionError } from '#functions/platform/store.ts';

// Everything the function modules share about HTTP: JSON responses, the one
// error shape `{ error, code, params, issues? }` (a coded message of
// src/schemas/messages.ts, with its English), body limits and security headers.
// netlify.toml headers do not apply to function responses, so functions set their own.
// The router that dispatches to handlers is route.ts.

const MAX_JSON_BYTES = 1024 * 1024;

export const securityHeaders: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
};

/** A response that breaks its own schema: a bug of ours, answered as a logged 500 (and failed in tests). */
class ResponseContractError extends Error {
  readonly issues: Issue[];
  constructor(issues: Issue[]) {
    super('A response broke its schema');
    this.name = 'ResponseContractError';
    this.issues = issues;
  }
}

interface ErrorOptions {
  issues?: Issue[];
  headers?: Record<string, string>;
  /** The stored record a stale write was refused for (409 edit_conflict), for the writer to merge with. */
  current?: object;
}

/** A refusal answered as it is: its status and its coded message (the Error's message is the English). */
export class HttpError extends Error {
  readonly status: number;
  readonly said: Message;
  readonly issues: Issue[] | undefined;
  readonly headers: Record<string, string>;
  readonly current: object | undefined;

  constructor(status: number, said: Message, options: ErrorOptions = {}) {
    super(englishOf(said));
    this.name = 'HttpError';
    this.status = status;
    this.said = said;
    this.issues = options.issues;
    this.headers = options.headers ?? {};
    this.current = options.current;
  }
}

function json(body: unknown, status: number, headers: Record<string, string>): Response {
  return Response.json(body, {
    status,
    headers: { ...securityHeaders, 'Cache-Control': 'no-store', ...headers },
  });
}

export interface ResponseInit {
  status?: number;
  headers?: Record<string, string>;
}

/**
 * The one way a function answers JSON: the body is checked against the shape
 * the contract (src/schemas) promises, so a handler that drifts from it fails
 * in tests instead of surprising the admin or an island.
 */
export function respond<S extends z.core.$ZodType>(schema: S, body: z.output<S>, init: ResponseInit = {}): Response {
  const checked = z.safeParse(schema, body);
  if (!checked.success) throw new ResponseContractError(issuesOf(checked.error));
  return json(body, init.status ?? 200, init.headers ?? {});
}

export function errorResponse(status: number, said: Message, options: ErrorOptions = {}, id?: string): Response {
  const coded = codedError(said);
  const body = {
    ...coded,
    ...(options.issues ? { issues: options.issues } : id ? { id } : {}),
    ...(options.current ? { current: options.current as Record<string, unknown> } : {}),
  };
  return respond(errorSchema, body, { status, headers: options.headers ?? {} });
}

/** Validates with a schema or throws a 400 carrying every field's problem (one problem is also the error itself). */
export function parseWith<S extends z.core.$ZodType>(schema: S, data: unknown, several: Message = message('invalid_input')): z.infer<S> {
  const result = z.safeParse(schema, data);
  if (!result.success) {
    const [first, ...others] = result.error.issues;
    throw new HttpError(400, first && others.length === 0 ? messageOfIssue(first) : several, { issues: issuesOf(result.error) });
  }
  return result.data;
}

/** Reads a JSON body, refusing other content types (415), large bodies (413) and malformed JSON (400). */
export async function readJson(req: Request, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(type)) {
    throw new HttpError(415, message('json_required'));
  }
  const text = await readText(req, maxBytes);
  if (text.trim() === '') throw new HttpError(400, message('body_empty'));
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, message('body_not_json'));
  }
}

/** Reads a body as bytes, stopping as soon as it passes the limit. */
export async function readBytes(req: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new HttpError(413, message('body_too_large', { size: formatBytes(maxBytes) }));
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new HttpError(413, message('body_too_large', { size: formatBytes(maxBytes) }));
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

async function readText(req: Request, maxBytes: number): Promise<string> {
  const bytes = await readBytes(req, maxBytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, message('body_not_utf8'));
  }
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** What a handler knows about the request beyond the Request itself (from Netlify's Context). */
export interface RequestContext {
  /** The client's IP address, used for rate limits. */
  ip: string;
}

/** Logs a failure with a correlation id; the client gets only the id. */
function internalError(error: unknown, context: Record<string, string>, detail: Record<string, unknown> = {}): Response {
  const id = randomUUID();
  const logged = error instanceof Error ? (error.stack ?? error.message) : String(error);
  console.error(JSON.stringify({ level: 'error', id, ...context, error: logged, ...detail }));
  return errorResponse(500, message('internal_error'), { headers: {} }, id);
}

export function toErrorResponse(error: unknown, context: Record<string, string>): Response {
  if (error instanceof HttpError) {
    return errorResponse(error.status, error.said, {
      headers: error.headers,
      ...(error.issues ? { issues: error.issues } : {}),
      ...(error.current ? { current: error.current } : {}),
    });
  }
  if (error instanceof AdminNotConfiguredError) {
    // Not a secret: which variables the site owner must set, answered only on admin routes.
    console.error(JSON.stringify({ level: 'error', ...context, error: error.message }));
    return errorResponse(503, message('admin_not_configured', { problems: error.problems }));
  }
  if (error instanceof CorruptDataError) return internalError(error, context, { key: error.key });
  if (error instanceof ResponseContractError) return internalError(error, context, { issues: error.issues });
  if (error instanceof ConfigError) return internalError(error, context);
  if (error instanceof StoreUnavailableError) {
    console.error(JSON.stringify({ level: 'error', ...context, error: error.message, cause: String(error.cause) }));
    return errorResponse(503, message('store_unavailable'), { headers: { 'Retry-After': '5' } });
  }
  if (error instanceof WriteContentionError) {
    console.error(JSON.stringify({ level: 'warn', ...context, error: error.message }));
    return errorResponse(503, message('write_contention', { key: error.key }), { headers: { 'Retry-After': '1' } });
  }
  return internalError(error, context);
}
