import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
//    runs that build from then on.
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

interface Invocable {
  invoke: (options: { buildDirectory?: string | undefined } & Record<string, unknown>) => Promise<Response>;
  reusesRegistryBuild?: boolean;
}

type HandlerInvoke = (this: unknown, request: Request, route: unknown, func: Invocable, buildDirectory?: string) => Promise<Response>;

const payloadTooLarge = () =>
  Response.json(
    { error: 'Request body is larger than the 6 MB a Netlify Function accepts' },
    { status: 413, headers: { 'X-Content-Type-Options': 'nosniff' } },
  );

async function withBase64Body(request: Request): Promise<Request | Response> {
  if (Number(request.headers.get('content-length') ?? 0) > FUNCTION_PAYLOAD_LIMIT) return payloadTooLarge();
  if (!request.body || !shouldBase64Encode(request.headers.get('content-type') ?? '')) return request;
  const bytes = new Uint8Array(await request.arrayBuffer());
  const encoded = Buffer.from(bytes).toString('base64');
  if (encoded.length > FUNCTION_PAYLOAD_LIMIT) return payloadTooLarge();
  const headers = new Headers(request.headers);
  headers.delete('content-length');
  return new Request(request.url, { method: request.method, headers, body: encoded });
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
    if (!func.reusesRegistryBuild) {
      const invokeFunction = func.invoke.bind(func);
      let built = false;
      // The first call builds into this process's directory; later calls, given no build
      // directory, wait for that build and run it instead of building anew.
      func.invoke = (options) => {
        const buildDirectory = built ? undefined : processBuildDirectory();
        built = true;
        return invokeFunction({ ...options, buildDirectory });
      };
      func.reusesRegistryBuild = true;
    }
    const prepared = await withBase64Body(request);
    if (prepared instanceof Response) return prepared;
    return original.call(this, prepared, route, func, buildDirectory);
  };
}
