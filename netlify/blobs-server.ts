import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import type { EnvironmentContext } from '@netlify/blobs';
import { toWebRequest, writeResponse } from '#netlify/node-http.ts';

// The Blobs emulator that ships with @netlify/blobs keeps data on disk, which is
// what we want locally and in tests, but some of its shortcuts break the
// conditional writes our store relies on (see docs/decisions/0003-storage.md):
//  - its etag is an HMAC of the file's mtime, so two writes in the same
//    millisecond share an etag and a compare-and-swap can pass on stale data;
//  - it checks If-Match and then writes after several awaits, so two
//    concurrent conditional PUTs can both pass the check;
//  - its list() walks the directory while writes create and rename temporary
//    files beside the data; a file that vanishes between readdir and stat ends
//    the walk early and the list answers 200 with the entries found so far, so
//    a key that exists can be missing from a list (and its etag with it);
//  - its reads carry no ETag, where Netlify's do (a compare-and-swap then needs
//    a list call for the etag, which the emulator answers by walking the folder).
// Netlify's production Blobs service has none of these problems. This wrapper gives
// the emulator the same semantics: content-hash etags on reads, writes and lists,
// one write at a time per key, and complete lists. It also serves the emulator on
// 127.0.0.1 only: its own start() listens on every interface, which would open the
// data to the network.
//
// The etag is the wrapper's own, not the emulator's: BlobsServer's supported API
// (its constructor's directory, token, port, logger, debug and onRequest, which
// only observes, then start() and stop()) has no way to choose how etags are made,
// and its generateETag is a private static. So the wrapper hashes what a read
// returns and what a write stores, and checks If-Match itself, within the key's
// turn, before handing the emulator an unconditional write; the emulator's etag is
// never used. What the wrapper still reaches into is the emulator's request entry
// (handleRequest, as start() would call it, but behind our loopback server), its
// address (for the signed URLs it gives), and its directory walk (below).

interface Emulator {
  handleRequest: (req: Request) => Promise<Response>;
  /** The base URL the emulator builds signed URLs with (start() sets it; we serve it ourselves). */
  address: string;
}

/** The etag Netlify's service gives a blob: changes with its content, never with the time it was written. */
const contentEtag = (bytes: Uint8Array) => `"${createHash('sha256').update(bytes).digest('hex')}"`;

/** A stored file's etag, or undefined when it vanished (a delete or a rename happened meanwhile). */
async function fileEtag(filePath: string): Promise<string | undefined> {
  try {
    return contentEtag(await readFile(filePath));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

interface WalkOptions {
  directories: boolean;
  path: string;
  prefix: string;
  rootPath: string;
  result: { blobs?: { etag: string; key: string; last_modified: string; size: number }[]; directories?: string[] };
}

type Walker = { walk: (options: WalkOptions) => Promise<void> };

let walkPatched = false;

/**
 * The emulator's directory walk, skipping its own temporary files, entries that vanish mid-walk, and entries outside
 * the prefix before any stat, with each blob's content-hash etag.
 */
function patchWalk(): void {
  if (walkPatched) return;
  walkPatched = true;
  const server = BlobsServer as unknown as Walker;
  server.walk = async function walk(options: WalkOptions): Promise<void> {
    const { directories, prefix, result, rootPath } = options;
    for (const entry of await readdir(options.path)) {
      if (entry.startsWith('.')) continue;
      const entryPath = path.join(options.path, entry);
      const key = path.relative(rootPath, entryPath).split(path.sep).join('/');
      // Outside the prefix: skipped by name, without a stat (a folder of 1,000 items is walked past in no time).
      if (!prefix.startsWith(key.slice(0, prefix.length))) continue;
      const stats = await stat(entryPath).catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      });
      if (!stats) continue;
      if (!stats.isDirectory()) {
        const etag = await fileEtag(entryPath);
        if (etag !== undefined) result.blobs?.push({ etag, key, last_modified: stats.mtime.toISOString(), size: stats.size });
      } else if (directories && key.startsWith(prefix)) {
        result.directories?.push(key);
      } else {
        await walk({ directories, path: entryPath, prefix, rootPath, result });
      }
    }
  };
}

/** Runs the operations given for one key one after another, in the order they came. */
function turnsPerKey(): <T>(key: string, operation: () => Promise<T>) => Promise<T> {
  const queues = new Map<string, Promise<unknown>>();
  return (key, operation) => {
    const previous = queues.get(key) ?? Promise.resolve();
    const run = previous.then(operation, operation);
    const settled = run.catch(() => undefined);
    queues.set(key, settled);
    void settled.then(() => {
      if (queues.get(key) === settled) queues.delete(key);
    });
    return run;
  };
}

/** The blob a request names at the store's own address (/<site>/<store>/<key…>, maybe after /region:<name>); undefined for a list or the API address. */
function blobOf(request: Request): string | undefined {
  const parts = new URL(request.url).pathname.split('/').filter((part) => part !== '' && !part.startsWith('region:'));
  return parts[0] === 'api' || parts.length < 3 ? undefined : parts.join('/');
}

/** A read of one blob, answered with the hash of the bytes it returns as its etag (whatever etag the emulator gave). */
async function withContentEtag(response: Response): Promise<Response> {
  if (!response.ok) return response;
  const body = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.set('etag', contentEtag(body));
  return new Response(body, { status: response.status, headers });
}

/**
 * A write of one blob, run in the key's turn: If-Match is checked here against
 * the hash of what is stored (412 when it differs or nothing is), and the
 * emulator is handed the write without it; the answer's etag is the hash of
 * what was written. If-None-Match: * is left to the emulator, whose existence
 * check cannot race within the turn.
 */
async function write(emulator: Emulator, request: Request): Promise<Response> {
  const body = new Uint8Array(await request.arrayBuffer());
  const ifMatch = request.headers.get('if-match');
  if (ifMatch !== null) {
    const authorization = request.headers.get('authorization');
    const current = await emulator.handleRequest(new Request(request.url, authorization ? { headers: { authorization } } : {}));
    if (current.status >= 500) return current;
    const stored = current.ok ? contentEtag(new Uint8Array(await current.arrayBuffer())) : undefined;
    if (stored !== ifMatch) return new Response(null, { status: 412 });
  }
  const headers = new Headers(request.headers);
  headers.delete('if-match');
  const written = await emulator.handleRequest(new Request(request.url, { method: 'PUT', headers, body }));
  if (!written.ok) return written;
  const answer = new Headers(written.headers);
  answer.set('etag', contentEtag(body));
  return new Response(written.body, { status: written.status, headers: answer });
}

/** The emulator's answer with production's semantics: content-hash etags, and one write or delete at a time per blob. */
function productionLike(emulator: Emulator): (request: Request) => Promise<Response> {
  const inTurn = turnsPerKey();
  return async (request) => {
    const blob = blobOf(request);
    if (blob === undefined) return emulator.handleRequest(request);
    if (request.method === 'GET') return withContentEtag(await emulator.handleRequest(request));
    if (request.method === 'PUT') return inTurn(blob, () => write(emulator, request));
    if (request.method === 'DELETE') return inTurn(blob, () => emulator.handleRequest(request));
    return emulator.handleRequest(request);
  };
}

const API_LIST = /^\/api\/v1\/blobs\/([^/?]+)\/([^/?]+)\/?(\?.*)?$/;

/**
 * A list through the API address (what scripts/seed.ts uses, as Netlify's API
 * does) loses its query in the emulator, prefix included, and answers nothing:
 * served at the store's own address instead, which lists correctly.
 */
function listThroughApi(method: string | undefined, url: string): string {
  const match = method === 'GET' ? API_LIST.exec(url) : null;
  return match ? `/${match[1]!}/${match[2]!}${match[3] ?? ''}` : url;
}

export interface RunningBlobs {
  context: EnvironmentContext;
  /** The address it listens on: loopback only. */
  host: string;
  port: number;
  token: string;
  stop: () => Promise<void>;
}

/**
 * Starts a file-backed Blobs server in `directory` with production-like write
 * semantics. Passing the port and token of a stopped server restarts it in place.
 */
export async function startBlobsServer(
  directory: string,
  port = 0,
  token = createHash('sha256').update(`${directory}:${process.pid}:${Date.now()}:${Math.random()}`).digest('hex'),
): Promise<RunningBlobs> {
  patchWalk();
  const emulator = new BlobsServer({ directory, token, port, logger: () => undefined }) as unknown as Emulator;
  const answer = productionLike(emulator);
  await mkdir(directory, { recursive: true });
  const http = createServer((req, res) => {
    const request = toWebRequest(req, new URL(listThroughApi(req.method, req.url ?? '/'), emulator.address));
    answer(request)
      .then((response) => writeResponse(res, response))
      .catch(() => {
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(port, '127.0.0.1', resolve);
  });
  const { address: host, port: boundPort } = http.address() as AddressInfo;
  const url = `http://127.0.0.1:${boundPort}`;
  emulator.address = url;
  return {
    host,
    port: boundPort,
    token,
    context: { deployID: '0', edgeURL: url, uncachedEdgeURL: url, primaryRegion: 'us-east-2', siteID: 'local-site', token },
    stop: () =>
      new Promise<void>((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
}

/** The serialised form Netlify's runtime passes to functions in NETLIFY_BLOBS_CONTEXT. */
export function encodeBlobsContext(context: EnvironmentContext): string {
  return Buffer.from(JSON.stringify(context)).toString('base64');
}
