import * as z from '#src/schemas/zod-mini.ts';
import { errorSchema, type Issue } from '#src/schemas/api.ts';
import type { ApiEndpoint, Method, MethodContract } from '#src/schemas/endpoints.ts';
import { browserEnglish } from '#src/schemas/browser-messages.ts';
import type { CodedText } from '#admin/lib/coded-text.ts';
import { clearSession, getToken } from '#admin/lib/session.ts';
import { goToLogin } from '#admin/lib/login-redirect.ts';

// The authenticated helper of spec section 6: JSON content type, the Bearer token
// when admin_token is stored, and on any 401 the stored session is removed and
// the user goes back to the login page (spec section 8). callApi calls an
// endpoint of the table (src/schemas/endpoints.ts): its address, its query and
// body typed by its schemas, its answer parsed by its answer schema. This
// module imports the table's types only, so the login page stays small.

/**
 * The server answered with an error status. `said` is its error, coded, when it
 * sent one; without one (a proxy's page) the error is the status alone.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly issues: Issue[];
  readonly said: CodedText | undefined;
  /** The item as stored now, when a save based on an older version was refused (409 edit_conflict). */
  readonly current: Record<string, unknown> | undefined;

  constructor(status: number, said: CodedText | undefined, issues: Issue[] = [], current?: Record<string, unknown>) {
    super(said?.text ?? browserEnglish({ code: 'request_failed', params: { status } }));
    this.name = 'ApiError';
    this.status = status;
    this.said = said;
    this.issues = issues;
    this.current = current;
  }
}

/** The request never got an answer: offline, server down, connection reset. */
class NetworkError extends Error {
  constructor(cause: unknown) {
    super(browserEnglish({ code: 'network_failure', params: {} }), { cause });
    this.name = 'NetworkError';
  }
}

/** The answer was not the shape the contract promises. */
class ResponseShapeError extends Error {
  constructor(path: string, cause: unknown) {
    super(`Unexpected response from ${path}`, { cause });
    this.name = 'ResponseShapeError';
  }
}

let unauthorizedHandler: () => void = () => {
  goToLogin({});
};

/** The app replaces the full-page fallback with a router navigation that keeps the return path. */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler;
}

/** The stored session was refused: remove it and go to the login page. */
export function endSession(): void {
  clearSession();
  unauthorizedHandler();
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal | undefined;
  /** Sign-in answers 401 for a wrong password: that must not end a session. */
  redirectOn401?: boolean;
  accept?: string;
  /** A token held in memory (sign-out revokes a session already removed from storage). */
  token?: string;
  /** The request outlives the page: sign-out leaves for the login page while it is on its way. */
  keepalive?: boolean;
  /** A file sent as the body as it is (an import), instead of JSON. */
  file?: { body: Blob; contentType: string };
  /** The part of a file to fetch (`bytes=0-4194303`): kept backups come by ranges. */
  range?: string;
  /** The version of the item a save is based on (its updated_at): sent as If-Match, refused with 409 when stale. */
  version?: string | undefined;
}

/** The error shape; a server older than codes sends none, and its text is shown as it is. */
const olderOrCurrentError = z.partial(errorSchema, { code: true, params: true });

async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy error page): keep the status only.
  }
  const parsed = olderOrCurrentError.safeParse(body);
  if (!parsed.success) return new ApiError(response.status, undefined);
  const { error, code = '', params = {}, issues = [], current } = parsed.data;
  return new ApiError(response.status, error.trim() ? { code, params, text: error } : undefined, issues, current);
}

export async function apiRequest(path: string, options: RequestOptions = {}): Promise<Response> {
  const { method = 'GET', body, signal, redirectOn401 = true, accept = 'application/json' } = options;
  const headers = new Headers({ Accept: accept, 'Content-Type': options.file?.contentType ?? 'application/json' });
  const token = options.token ?? getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (options.range) headers.set('Range', options.range);
  if (options.version !== undefined) headers.set('If-Match', `"${options.version}"`);

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      cache: 'no-store',
      ...(options.file ? { body: options.file.body } : body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(signal ? { signal } : {}),
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }

  if (response.status === 401 && redirectOn401) endSession();
  if (!response.ok) throw await toApiError(response);
  return response;
}

/** A request whose JSON answer is checked against the shared schema of the contract. */
export async function apiJson<S extends z.core.$ZodType>(path: string, schema: S, options: RequestOptions = {}): Promise<z.output<S>> {
  const response = await apiRequest(path, options);
  let data: unknown;
  try {
    data = await response.json();
  } catch (error) {
    throw new ResponseShapeError(path, error);
  }
  const parsed = z.safeParse(schema, data);
  if (!parsed.success) {
    console.error(JSON.stringify({ level: 'error', event: 'unexpected_response', path, issues: parsed.error.issues.slice(0, 5) }));
    throw new ResponseShapeError(path, parsed.error);
  }
  return parsed.data;
}

type Schema = z.core.$ZodType;
type QueryOf<C> = C extends { readonly query: infer S extends Schema } ? z.input<S> : never;
type BodyOf<C> = C extends { readonly body: infer S extends Schema } ? z.input<S> : never;
type FileOf<C> = C extends { readonly file: string } ? Blob : never;
type MainAnswer<C> = C extends { readonly answer: infer S extends Schema } ? z.output<S> : undefined;
/** The answer for the query sent: `answerWith` names the parameters that change it (`?id=`: one record). */
type AnswerOf<C, Q> = [Q] extends [never]
  ? MainAnswer<C>
  : C extends { readonly answerWith: infer W }
    ? [keyof Q & keyof W] extends [never]
      ? MainAnswer<C>
      : W[keyof Q & keyof W] extends infer S extends Schema
        ? z.output<S>
        : never
    : MainAnswer<C>;

type CallOptions<C, Q> = Omit<RequestOptions, 'method' | 'body' | 'file'> & {
  query?: Q;
  body?: BodyOf<C>;
  /** The file a method takes as its body, sent with the type the table gives it. */
  file?: FileOf<C>;
};

/**
 * Calls one method of an endpoint of the table and answers what its answer
 * schema parsed (nothing for a method that answers no JSON).
 */
export async function callApi<
  E extends ApiEndpoint,
  M extends Method & keyof E['methods'],
  const Q extends QueryOf<E['methods'][M]> = never,
>(endpoint: E, method: M, options: CallOptions<E['methods'][M], Q> = {}): Promise<AnswerOf<E['methods'][M], Q>> {
  const { query, body, file, ...rest } = options;
  const contract: MethodContract | undefined = endpoint.methods[method];
  // Query schemas take strings and choices of strings.
  const params: Record<string, string | undefined> = { ...(query as Record<string, string | undefined> | undefined) };
  const path = withQuery(endpoint.path, params);
  const request: RequestOptions = {
    ...rest,
    method,
    ...(body === undefined ? {} : { body }),
    ...(file && contract?.file ? { file: { body: file, contentType: contract.file } } : {}),
  };
  const answerWith = contract?.answerWith ?? {};
  const chosen = Object.keys(answerWith).find((key) => params[key] !== undefined);
  const schema = chosen ? answerWith[chosen] : contract?.answer;
  if (!schema) {
    await apiRequest(path, request);
    return undefined as AnswerOf<E['methods'][M], Q>;
  }
  return apiJson(path, schema, request) as Promise<AnswerOf<E['methods'][M], Q>>;
}

/** Query string builder that encodes every value. */
export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
