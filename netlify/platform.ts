import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable, type Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { resolveConfig } from '@netlify/config';
import { NetlifyDev } from '@netlify/dev';
import { loadFunctions, type FunctionsRouter } from '#netlify/functions-router.ts';
import { cachedImage, imageCacheKey, keepImage } from '#netlify/image-cache.ts';
import { clientAddress, toWebRequest } from '#netlify/node-http.ts';
import { prepareLocalEnvironment, type LocalEnvironment, type PlatformEnv } from '#netlify/local-env.ts';

// The local Netlify platform: the functions of netlify/functions run in this
// process, routed by their own config (functions-router.ts); @netlify/dev serves
// dist/ with netlify.toml's headers and redirects; Blobs are files under the data
// directory so content survives a restart. /.netlify/images is Netlify Image
// CDN as @netlify/dev serves it (@netlify/images: IPX and sharp), reading the
// originals from this same server. Used by `npm start`, the browser tests and
// the benchmarks.

const projectRoot = path.resolve(import.meta.dirname, '..');

export interface Platform {
  url: string;
  port: number;
  local: LocalEnvironment;
  stop: () => Promise<void>;
}

export interface PlatformOptions {
  env: PlatformEnv;
  log?: (line: string) => void;
}

export async function startPlatform({ env, log = () => undefined }: PlatformOptions): Promise<Platform> {
  const local = await prepareLocalEnvironment(env);
  const functions = await loadFunctions();
  const dev = new NetlifyDev({
    projectRoot,
    skipGitignore: true,
    serverAddress: null,
    aiGateway: { enabled: false },
    blobs: { enabled: false },
    database: { enabled: false },
    edgeFunctions: { enabled: false },
    environmentVariables: { enabled: false },
    functions: { enabled: false },
    geolocation: { enabled: false },
  });
  await dev.start();
  const notFoundRules = await notFoundRewrites();

  const server = createServer((req, res) => {
    handle(dev, functions, notFoundRules, req, res, log).catch((error: unknown) => {
      log(`error ${req.method ?? ''} ${req.url ?? ''}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'Internal server error' }));
    });
  });
  // An idle keep-alive connection stays open longer than a client keeps one
  // for reuse (Netlify's edge keeps them for minutes): when the server closed
  // idle sockets after 5 s, a client reusing one at that moment got ECONNRESET
  // (seen in the browser tests' API client). stop() closes every connection.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.PORT, env.HOST === 'localhost' ? '127.0.0.1' : env.HOST, resolve);
  });
  const { port } = server.address() as AddressInfo;

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await dev.stop();
      await local.stop();
    })();
    return stopping;
  };

  return { url: `http://${env.HOST}:${port}`, port, local, stop };
}

/**
 * The paths of netlify.toml's unforced rewrites with status 404 (the French
 * 404 page under /fr). Netlify answers them with status 404; @netlify/dev
 * serves the target with 200, so the platform corrects the status.
 */
async function notFoundRewrites(): Promise<string[]> {
  const resolved = await resolveConfig({ cwd: projectRoot, repositoryRoot: projectRoot, offline: true, buffer: true });
  const redirects = (resolved.config as { redirects?: { from: string; status?: number; force?: boolean }[] }).redirects ?? [];
  return redirects.filter((rule) => rule.status === 404 && !rule.force).map((rule) => rule.from);
}

/** Whether dist/ has a file for a path, the way Netlify looks for one (/about: about.html, about/index.html). */
async function builtFileExists(pathname: string): Promise<boolean> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const base = path.join(projectRoot, 'dist', decoded);
  const found = await Promise.all(
    [base, `${base}.html`, path.join(base, 'index.html')].map((file) =>
      stat(file).then(
        (info) => info.isFile(),
        () => false,
      ),
    ),
  );
  return found.includes(true);
}

const matchesRule = (pathname: string, from: string) => (from.endsWith('/*') ? pathname.startsWith(from.slice(0, -1)) : pathname === from);

async function handle(
  dev: NetlifyDev,
  functions: FunctionsRouter,
  notFoundRules: readonly string[],
  req: IncomingMessage,
  res: ServerResponse,
  log: (line: string) => void,
): Promise<void> {
  const started = performance.now();
  // context.ip is the socket's address, as on Netlify: a client's own
  // X-Forwarded-For or x-nf-* header never decides it (127.0.0.1 and 127.0.0.2
  // are two clients).
  const ip = clientAddress(req);
  req.headers['x-forwarded-for'] = ip;
  delete req.headers['x-nf-client-connection-ip'];
  const method = req.method ?? 'GET';
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const headOnly = method === 'HEAD';
  const acceptEncoding = req.headers['accept-encoding'] ?? '';

  // Netlify routes a path a function declares to the function before any static file.
  if (functions.matches(url.href, method)) {
    const response = await functions.handle(toWebRequest(req, url), { ip, deployContext: process.env.CONTEXT });
    if (response) {
      await sendResponse(res, response, headOnly, acceptEncoding);
      log(`${response.status} ${method} ${url.pathname} ${(performance.now() - started).toFixed(0)} ms`);
      return;
    }
  }

  const imageKey =
    IMAGE_CDN_PATHS.has(url.pathname) && (method === 'GET' || headOnly) ? imageCacheKey(url.search, req.headers.accept ?? '') : undefined;
  if (imageKey) {
    const hit = cachedImage(imageKey);
    if (hit) {
      await sendResponse(res, hit, headOnly, acceptEncoding);
      log(`${hit.status} ${method} ${url.pathname} (cached) ${(performance.now() - started).toFixed(0)} ms`);
      return;
    }
    negotiateImageFormat(req, url);
  }
  // The image CDN fetches a photo's original from the site itself, at this server's own address.
  const result = await dev.handleAndIntrospectNodeRequest(req, { serverAddress: ownAddress(req) });
  if (!result) {
    // @netlify/dev serves no fallback of its own; Netlify serves 404.html.
    log(`404 ${method} ${url.pathname} (not found)`);
    await sendNotFound(dev, req, res);
    return;
  }
  let { response } = result;
  if (
    result.type === 'redirect' &&
    response.ok &&
    notFoundRules.some((from) => matchesRule(url.pathname, from)) &&
    !(await builtFileExists(url.pathname))
  ) {
    response = new Response(response.body, { status: 404, headers: response.headers });
    response.headers.set('cache-control', 'no-cache');
  }
  if (response.status === 404) log(`404 ${method} ${url.pathname} (not found)`);
  if (imageKey) response = await keepImage(imageKey, response);
  await sendResponse(res, response, headOnly, acceptEncoding);
}

const IMAGE_CDN_PATHS = new Set(['/.netlify/images', '/.netlify/images/']);

/** This server's address as the connection reached it, for requests it makes to itself. */
function ownAddress(req: IncomingMessage): string {
  const { localAddress = '127.0.0.1', localPort } = req.socket;
  const host = localAddress.replace(/^::ffff:/, '');
  return `http://${host.includes(':') ? `[${host}]` : host}:${String(localPort)}`;
}

/**
 * Netlify Image CDN answers a request without `fm` in the best format the
 * browser's Accept header names (AVIF, else WebP), varying on Accept.
 * @netlify/images passes only an explicit `fm` on to IPX; IPX's own `auto`
 * format is that same negotiation, so a request without one asks for it.
 */
function negotiateImageFormat(req: IncomingMessage, url: URL): void {
  if (url.searchParams.has('fm')) return;
  url.searchParams.set('fm', 'auto');
  req.url = `${url.pathname}${url.search}`;
}

/** dist/404.html (dist/fr/404.html under /fr) with status 404 and the headers netlify.toml gives every page. */
async function sendNotFound(dev: NetlifyDev, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const french = /^\/fr(\/|$)/.test(req.url ?? '');
  const page = await dev.handle(new Request(new URL(french ? '/fr/404.html' : '/404.html', `http://${req.headers.host ?? 'localhost'}`)));
  if (!page?.ok) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Not found. Run `npm run build` to generate the site.');
    return;
  }
  const notFound = new Response(page.body, { status: 404, headers: page.headers });
  notFound.headers.set('cache-control', 'no-cache');
  await sendResponse(res, notFound, req.method === 'HEAD', req.headers['accept-encoding'] ?? '');
}

const compressible = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/** Netlify's CDN compresses text responses; the local platform does the same so pages weigh what they will in production. */
function encoderFor(response: Response, acceptEncoding: string): { name: string; stream: () => Transform } | undefined {
  if (response.headers.has('content-encoding') || !compressible.test(response.headers.get('content-type') ?? '')) return undefined;
  if (/\bbr\b/.test(acceptEncoding)) {
    return { name: 'br', stream: () => createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) };
  }
  if (/\bgzip\b/.test(acceptEncoding)) return { name: 'gzip', stream: () => createGzip() };
  return undefined;
}

async function sendResponse(res: ServerResponse, response: Response, headOnly: boolean, acceptEncoding: string): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    // Internal x-nf-* headers (x-nf-fetch-timing grows with every Blobs call) never reach clients;
    // x-nf-request-id does, as on Netlify, for support requests.
    if (key === 'set-cookie' || (key.startsWith('x-nf-') && key !== 'x-nf-request-id')) return;
    headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  const encoder = response.body ? encoderFor(response, acceptEncoding) : undefined;
  if (encoder) {
    headers['content-encoding'] = encoder.name;
    headers.vary = headers.vary ? `${String(headers.vary)}, Accept-Encoding` : 'Accept-Encoding';
    delete headers['content-length'];
  }
  res.writeHead(response.status, headers);
  if (headOnly || !response.body) {
    res.end();
    return;
  }
  const body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
  await (encoder ? pipeline(body, encoder.stream(), res) : pipeline(body, res));
}
