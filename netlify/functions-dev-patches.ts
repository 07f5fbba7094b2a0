import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { shouldBase64Encode } from '@netlify/dev-utils';
import { FunctionsHandler } from '@netlify/functions-dev';

// Two corrections to @netlify/dev's function emulation (5.1.3), applied by the
// local platform. See docs/decisions/0002-local-platform.md.
//
// 1. It bundles a function again on every request (into a temporary directory
//    it deletes afterwards), 0.3-1 s each, although its function registry
//    already builds every function at start-up and rebuilds it when a source
//    file changes, as `netlify dev` does. Invocations here use that build.
//    Each request still runs in a fresh worker thread with Netlify's request
//    and context handling.
//    The registry builds into the project's shared .netlify/functions-serve,
//    which every platform started in the same project (the test workers, a
//    test's own empty platform) rewrites when it starts; a running platform
//    then fails with "Cannot find module" for a moment. So each process builds
//    a function once more, on its first call, into a directory of its own and
//    runs that build from then on, whatever the registry's build does later.
//    It then starts a fresh worker thread for every request, which imports the
//    whole bundle again (0.2 s idle, several seconds on a loaded machine), where
//    Netlify keeps a warm instance between requests. Here a function's bundle
//    is imported once per build and each request is run through the same
//    Lambda-compatibility layer (lambda-local) the worker uses, so module-level
//    state lives as long as on a warm Netlify instance, no longer.
// 2. It marks binary bodies (multipart uploads, images) as base64-encoded in
//    the Lambda event but passes them as plain text, so the function receives
//    garbage. Netlify's runtime base64-encodes them; here the body is encoded
//    before the emulator reads it, so functions get the bytes that were sent.
//
// It also applies Netlify's limit on what a function request may carry: 6 MB
// of body as the function receives it (after that base64 encoding), answered
// 413 without running the function, so oversized uploads fail locally as they
// would in production.

/** Netlify's synchronous payload limit, taken at its strictest reading (netlify-cli uses 6e6 bytes). */
export const FUNCTION_PAYLOAD_LIMIT = 6_000_000;

interface BuildData {
  runtimeAPIVersion?: number;
  buildPath?: string;
}

interface Invocable {
  invoke: (options: { buildDirectory?: string | undefined } & Record<string, unknown>) => Promise<Response>;
  build: (options: { buildDirectory: string; cache: Record<string, unknown> }) => Promise<{ error?: unknown }>;
  buildData?: BuildData | undefined;
  buildError?: Error | null;
  buildQueue?: Promise<unknown>;
  /** This process's own build of the function, made on its first call and used from then on. */
  ownBuild?: Promise<BuildData | Error>;
}

type HandlerInvoke = (this: unknown, request: Request, route: unknown, func: Invocable, buildDirectory?: string) => Promise<Response>;

const payloadTooLarge = () =>
  Response.json(
    { error: 'Request body is larger than the 6 MB a Netlify Function accepts' },
    { status: 413, headers: { 'X-Content-Type-Options': 'nosniff' } },
  );

/**
 * Reads and discards a refused body. Answering while the client is still
 * sending makes Node close the connection, and the client sees a reset
 * instead of the 413.
 */
async function drain(request: Request): Promise<void> {
  if (!request.body) return;
  const reader = request.body.getReader();
  while (!(await reader.read()).done) {
    // Discarded.
  }
}

async function withBase64Body(request: Request): Promise<Request | Response> {
  if (Number(request.headers.get('content-length') ?? 0) > FUNCTION_PAYLOAD_LIMIT) {
    await drain(request);
    return payloadTooLarge();
  }
  if (!request.body || !shouldBase64Encode(request.headers.get('content-type') ?? '')) return request;
  const bytes = new Uint8Array(await request.arrayBuffer());
  const encoded = Buffer.from(bytes).toString('base64');
  if (encoded.length > FUNCTION_PAYLOAD_LIMIT) return payloadTooLarge();
  const headers = new Headers(request.headers);
  headers.delete('content-length');
  return new Request(request.url, { method: request.method, headers, body: encoded });
}

// The function runtime's own copy of lambda-local, as its worker uses it.
const runtimeRequire = createRequire(import.meta.resolve('@netlify/functions-dev'));
const lambdaLocal = runtimeRequire('lambda-local') as {
  execute: (options: Record<string, unknown>) => Promise<LambdaResponse>;
};

interface LambdaResponse {
  statusCode: number;
  headers?: Record<string, string | number | boolean | undefined>;
  multiValueHeaders?: Record<string, (string | number | boolean)[]>;
  body?: unknown;
}

interface RuntimeInvocation {
  context: unknown;
  func: { getBuildData: () => Promise<BuildData | undefined>; ownBuild?: Promise<BuildData | Error>; mainFile: string };
  request: Request;
  route: unknown;
  timeout: number;
}

interface Runtime {
  invokeFunction: (options: RuntimeInvocation) => Promise<Response>;
  warmInstances?: boolean;
}

const loadedBundles = new Map<string, Promise<unknown>>();

/** A bundle imported once per build: the file's change time is part of the key, so a rebuild is loaded afresh. */
function loadBundle(file: string): Promise<unknown> {
  const version = String(statSync(file).mtimeMs);
  const key = `${file}?v=${version}`;
  let loaded = loadedBundles.get(key);
  if (!loaded) {
    const url = pathToFileURL(file);
    url.searchParams.set('v', version);
    loaded = import(url.href) as Promise<unknown>;
    loadedBundles.set(key, loaded);
  }
  return loaded;
}

/** The Lambda event the runtime's worker receives, built as @netlify/functions-dev builds it. */
async function lambdaEvent(request: Request, route: unknown) {
  const url = new URL(request.url);
  const queryStringParameters: Record<string, string> = {};
  const multiValueQueryStringParameters: Record<string, string[]> = {};
  url.searchParams.forEach((value, key) => {
    queryStringParameters[key] = queryStringParameters[key] ? `${queryStringParameters[key]},${value}` : value;
    multiValueQueryStringParameters[key] = [...(multiValueQueryStringParameters[key] ?? []), value];
  });
  const headers: Record<string, string> = {};
  const multiValueHeaders: Record<string, string[]> = {};
  request.headers.forEach((value, key) => {
    headers[key] = value;
    multiValueHeaders[key] = value.split(',').map((part) => part.trim());
  });
  const body = (await request.text()) || null;
  return {
    rawUrl: url.toString(),
    rawQuery: url.search,
    path: url.pathname,
    httpMethod: request.method,
    headers,
    multiValueHeaders,
    queryStringParameters,
    multiValueQueryStringParameters,
    body,
    isBase64Encoded: shouldBase64Encode(request.headers.get('content-type') ?? ''),
    route,
  };
}

const nullBodyStatus = new Set([101, 204, 205, 304]);

function webResponse(result: LambdaResponse): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(result.headers ?? {})) if (value !== undefined) headers.set(name.toLowerCase(), String(value));
  for (const [name, values] of Object.entries(result.multiValueHeaders ?? {}))
    for (const value of values) headers.append(name.toLowerCase(), String(value));
  let body: BodyInit | null = null;
  if (!nullBodyStatus.has(result.statusCode) && result.body !== undefined && result.body !== null) {
    body = result.body instanceof Readable ? (Readable.toWeb(result.body) as ReadableStream<Uint8Array>) : (result.body as BodyInit);
  }
  return new Response(body, { status: result.statusCode, headers });
}

function keepInstancesWarm(runtime: Runtime): void {
  if (runtime.warmInstances) return;
  runtime.warmInstances = true;
  const inWorker = runtime.invokeFunction.bind(runtime);
  runtime.invokeFunction = async (options) => {
    const pinned = await options.func.ownBuild;
    const build = pinned && !(pinned instanceof Error) ? pinned : await options.func.getBuildData();
    // Only v2 functions (all of ours) go through the worker; anything else keeps the runtime's own path.
    if (build?.runtimeAPIVersion !== 2) return inWorker(options);
    const lambdaFunc = await loadBundle(build.buildPath ?? options.func.mainFile);
    const result = await lambdaLocal.execute({
      clientContext: JSON.stringify(options.context),
      event: await lambdaEvent(options.request, options.route),
      lambdaFunc,
      region: 'dev',
      timeoutMs: options.timeout * 1000,
      verboseLevel: 3,
    });
    return webResponse(result);
  };
}

/**
 * The registry's start-up build (into the shared .netlify/functions-serve) can
 * still be running, or fail because another platform is writing the same
 * files, after this process's own build succeeded; when it ends it overwrites
 * the function's build data or error. Each call therefore restores this
 * process's build before the runtime looks at it.
 */
function pinOwnBuild(func: Invocable): void {
  const invokeFunction = func.invoke.bind(func);
  const building = func.build({ buildDirectory: processBuildDirectory(), cache: {} });
  // build() has just set buildQueue to this build's own promise of its build data.
  const buildData = func.buildQueue as Promise<BuildData | undefined>;
  const ownBuild = building.then(async ({ error }) => {
    const data = error ? undefined : await buildData;
    return data ?? (error instanceof Error ? error : new Error('The function could not be built'));
  });
  func.ownBuild = ownBuild;
  func.invoke = async (options) => {
    const build = await ownBuild;
    if (build instanceof Error) {
      func.buildError = build;
    } else {
      func.buildData = build;
      func.buildError = null;
      func.buildQueue = Promise.resolve(build);
    }
    // Without a build directory the function runs the build just restored.
    return invokeFunction({ ...options, buildDirectory: undefined });
  };
}

let patched = false;
let ownBuildDirectory: string | undefined;

/** This process's own build directory, removed when the process exits. */
function processBuildDirectory(): string {
  if (!ownBuildDirectory) {
    const directory = mkdtempSync(path.join(tmpdir(), 'netlify-functions-'));
    process.once('exit', () => rmSync(directory, { recursive: true, force: true }));
    ownBuildDirectory = directory;
  }
  return ownBuildDirectory;
}

export function patchFunctionsEmulation(): void {
  if (patched) return;
  patched = true;
  const prototype = FunctionsHandler.prototype as unknown as { invoke: HandlerInvoke };
  const original = prototype.invoke;
  prototype.invoke = async function invoke(request, route, func, buildDirectory) {
    if (!func.ownBuild) pinOwnBuild(func);
    const { runtime } = func as unknown as { runtime?: Runtime };
    if (runtime) keepInstancesWarm(runtime);
    const prepared = await withBase64Body(request);
    if (prepared instanceof Response) return prepared;
    return original.call(this, prepared, route, func, buildDirectory);
  };
}
