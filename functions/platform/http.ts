import { z } from 'zod';
import { randomUUID } from 'node:crypto';
import { errorSchema, messageParamsSchema, type Issue } from '#src/schemas/api.ts';
import { issuesOf, messageOfIssue } from '#src/schemas/coded-issues.ts';
import { codedError, englishOf, message, type Message } from '#src/schemas/messages.ts';
import { appendAudit, withAuditNote, type AuditNote } from '#functions/audit/audit.ts';
import { AdminNotConfiguredError, ConfigError } from '#functions/platform/env.ts';
import { CorruptDataError, StoreUnavailableError, WriteContentionError } from '#functions/platform/store.ts';

// Everything the function modules share about HTTP: JSON responses, the one
// error shape `{ error, code, params, issues? }` (a coded message of
// src/schemas/messages.ts, with its English), body limits and security headers.
// netlify.toml headers do not apply to function responses, so functions set their own.

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
}

/** A refusal answered as it is: its status and its coded message (the Error's message is the English). */
export class HttpError extends Error {
  readonly status: number;
  readonly said: Message;
  readonly issues: Issue[] | undefined;
  readonly headers: Record<string, string>;

  constructor(status: number, said: Message, options: ErrorOptions = {}) {
    super(englishOf(said));
    this.name = 'HttpError';
    this.status = status;
    this.said = said;
    this.issues = options.issues;
    this.headers = options.headers ?? {};
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
  const body = options.issues ? { ...coded, issues: options.issues } : id ? { ...coded, id } : coded;
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

export type Handler = (req: Request, ctx: RequestContext) => Promise<Response>;
export type Routes = Partial<Record<'GET' | 'POST' | 'PUT' | 'DELETE', Handler>>;

/**
 * The client address comes from the platform only (Netlify's context.ip; the
 * local platform passes the socket's address the same way). A header such as
 * X-Forwarded-For is written by whoever sends the request, so it is never read:
 * where the platform gives no address, every such request shares one bucket.
 */
function clientIp(contextIp: string | undefined): string {
  return contextIp === undefined || contextIp === '' ? 'unknown' : contextIp;
}

/**
 * Dispatches by method and turns every failure into the one error shape:
 * HttpError as itself, bad configuration and unreadable data as 500/503 with a
 * clear message, anything else as a logged 500 that reveals nothing internal.
 */
export function route(
  name: string,
  routes: Routes,
  /** A POST that only reads (the session check) is no action to audit. */
  options: { audited?: boolean } = {},
): (req: Request, ctx?: RequestContext) => Promise<Response> {
  const allowed = Object.keys(routes).join(', ');
  return async (req, given) => {
    const handler = routes[req.method as keyof Routes];
    if (!handler) return errorResponse(405, message('method_not_allowed', { method: req.method }), { headers: { Allow: allowed } });
    const ctx = { ...given, ip: clientIp(given?.ip) };
    const answer = async () => {
      try {
        return await handler(req, ctx);
      } catch (error) {
        return toErrorResponse(error, { name, method: req.method, url: req.url });
      }
    };
    if (req.method === 'GET' || options.audited === false) return answer();
    const { note, result } = withAuditNote(answer);
    const response = await result;
    await auditWrite(name, req.method, ctx.ip, note, response);
    return response;
  };
}

const methodActions = { POST: 'create', PUT: 'update', DELETE: 'delete' } as const;

/** The error of a failed answer: the one error shape, or the spec's own sign-in failure, which has no code. */
const failureBody = z.object({ error: z.string(), code: z.optional(z.string()), params: z.optional(messageParamsSchema) });

/**
 * Every write request an admin made (or a sign-in) goes into the audit log,
 * succeeded or failed (functions/audit/audit.ts): who, from where, what it acted on,
 * and for a failure the error it was answered with.
 */
async function auditWrite(name: string, method: string, ip: string, note: AuditNote, response: Response): Promise<void> {
  if (!note.user && !note.action) return;
  // A sign-in refused by the rate limit is not recorded: hammering must not fill the log.
  if (response.status === 429 && note.action === 'login_failed') return;
  const failed = response.status >= 400;
  const error = failed
    ? await response
        .clone()
        .json()
        .then(
          (body: unknown) => failureBody.safeParse(body).data,
          () => undefined,
        )
    : undefined;
  await appendAudit({
    user: note.user ?? 'unknown',
    action: note.action ?? methodActions[method as keyof typeof methodActions],
    outcome: failed ? 'failure' : 'success',
    status: response.status,
    ip,
    collection: note.collection ?? name,
    ...(note.item_id ? { item_id: note.item_id } : {}),
    ...(note.item_label ? { item_label: note.item_label } : {}),
    ...(note.fields ? { fields: note.fields } : {}),
    ...(error ? { error: error.error } : {}),
    ...(error?.code ? { error_code: error.code } : {}),
    ...(error?.params ? { error_params: error.params } : {}),
  });
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
    const options = error.issues ? { issues: error.issues, headers: error.headers } : { headers: error.headers };
    return errorResponse(error.status, error.said, options);
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
