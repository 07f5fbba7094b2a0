import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { shouldBase64Encode } from '@netlify/dev-utils';
import type { Config, Context } from '@netlify/functions';
import { compileTsxOnImport } from '#netlify/tsx-hooks.ts';

// The local platform's functions: every netlify/functions/*.mts imported once
// into this process and routed by its own `config.path` and `config.method`,
// as Netlify routes v2 functions, then called with a `Request` and a context
// shaped like Netlify's. A module stays loaded for the process's life, like a
// warm instance on Netlify. See docs/decisions/0018-in-process-functions.md.

/** Netlify's synchronous payload limit, at its strictest reading (6e6 bytes as the function receives the body). */
export const FUNCTION_PAYLOAD_LIMIT = 6_000_000;

type Entry = (request: Request, context: Context) => Promise<Response> | Response;

interface Route {
  name: string;
  pattern: URLPattern;
  methods: readonly string[] | undefined;
  entry: Entry;
}

export interface FunctionCall {
  /** The client's address, as Netlify's `context.ip`: the socket's, never a header. */
  ip: string;
  /** The deploy context Netlify would report (production, deploy-preview, branch-deploy, dev). */
  deployContext?: string | undefined;
}

export interface FunctionsRouter {
  /** Whether a function has this URL's path and this method. */
  matches: (url: string, method: string) => boolean;
  /** Runs a request through its function; undefined when none matches. */
  handle: (request: Request, call: FunctionCall) => Promise<Response | undefined>;
  names: readonly string[];
}

const functionsDir = path.resolve(import.meta.dirname, 'functions');

const methodsOf = (config: Config): readonly string[] | undefined => {
  const method = (config as { method?: string | string[] }).method;
  if (method === undefined) return undefined;
  return [method].flat().map((name) => name.toUpperCase());
};

export async function loadFunctions(directory = functionsDir): Promise<FunctionsRouter> {
  compileTsxOnImport();
  const routes: Route[] = [];
  for (const file of (await readdir(directory)).sort()) {
    if (!file.endsWith('.mts')) continue;
    const module = (await import(pathToFileURL(path.join(directory, file)).href)) as { default: Entry; config?: Config };
    const config = module.config ?? {};
    // Scheduled functions have no path: Netlify never routes requests to them.
    for (const pathname of [config.path ?? []].flat()) {
      routes.push({
        name: file.replace(/\.mts$/, ''),
        pattern: new URLPattern({ pathname }),
        methods: methodsOf(config),
        entry: module.default,
      });
    }
  }

  const match = (url: string, method: string) =>
    routes.find((route) => route.pattern.test(url) && (!route.methods || route.methods.includes(method)));

  return {
    matches: (url, method) => match(url, method) !== undefined,
    names: routes.map((route) => route.name),
    handle: async (request, call) => {
      const route = match(request.url, request.method);
      if (!route) return undefined;
      const buffered = await withinPayloadLimit(request);
      if (buffered instanceof Response) return buffered;
      const params = route.pattern.exec(request.url)?.pathname.groups ?? {};
      return route.entry(buffered, contextFor(buffered, call, params));
    },
  };
}

const payloadTooLarge = () =>
  Response.json(
    { error: 'Request body is larger than the 6 MB a Netlify Function accepts' },
    { status: 413, headers: { 'X-Content-Type-Options': 'nosniff' } },
  );

/** The size Netlify counts: binary bodies reach the function base64-encoded. */
const payloadSize = (bytes: number, binary: boolean) => (binary ? Math.ceil(bytes / 3) * 4 : bytes);

/**
 * The request with its body read into memory, as Netlify hands it to a
 * function, or a 413 when the body passes the payload limit: refused from the
 * Content-Length at once, or as soon as a streamed body passes it. Past the
 * limit the rest is read and dropped, never kept: answering while the client is
 * still sending makes Node close the connection, and the client would see a
 * reset instead of the 413.
 */
async function withinPayloadLimit(request: Request): Promise<Request | Response> {
  if (!request.body) return request;
  const binary = shouldBase64Encode(request.headers.get('content-type') ?? '');
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  let tooLarge = Number.isFinite(declared) && payloadSize(declared, binary) > FUNCTION_PAYLOAD_LIMIT;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    if (tooLarge) continue;
    received += read.value.byteLength;
    if (payloadSize(received, binary) > FUNCTION_PAYLOAD_LIMIT) {
      tooLarge = true;
      chunks.length = 0;
      continue;
    }
    chunks.push(read.value);
  }
  if (tooLarge) return payloadTooLarge();
  const headers = new Headers(request.headers);
  headers.set('content-length', String(received));
  return new Request(request.url, { method: request.method, headers, body: Buffer.concat(chunks), signal: request.signal });
}

function contextFor(request: Request, call: FunctionCall, params: Record<string, string | undefined>): Context {
  const url = new URL(request.url);
  const pending: Promise<unknown>[] = [];
  const unsupported = (what: string) => () => {
    throw new Error(`context.${what} is for edge functions; Netlify Functions do not have it`);
  };
  const context = {
    account: { id: 'local-account' },
    cookies: requestCookies(request),
    deploy: { context: call.deployContext ?? 'dev', id: 'local-deploy', published: false },
    geo: { city: undefined, country: undefined, subdivision: undefined, timezone: undefined, latitude: undefined, longitude: undefined },
    ip: call.ip,
    json: (input: unknown) => Response.json(input),
    log: console.log,
    next: unsupported('next'),
    params: Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined)),
    rewrite: unsupported('rewrite'),
    requestId: randomUUID(),
    server: { region: 'local' },
    site: { id: 'local-site', name: 'local', url: url.origin },
    url,
    waitUntil: (promise: Promise<unknown>) => {
      pending.push(promise.catch(() => undefined));
    },
  };
  return context as unknown as Context;
}

/** Read-only cookies of the request (our functions set none; Netlify's object also has set/delete for responses). */
function requestCookies(request: Request) {
  const jar = new Map<string, string>();
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name) jar.set(name, decodeURIComponent(value.join('=')));
  }
  return {
    get: (name: string) => jar.get(name),
    set: unsupported,
    delete: unsupported,
  };
}

function unsupported(): never {
  throw new Error('Setting cookies from the local platform is not supported: no function of this site sets one');
}
