import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import type { EnvironmentContext } from '@netlify/blobs';
import { toWebRequest, writeResponse } from '#netlify/node-http.ts';

// The Blobs emulator that ships with @netlify/blobs keeps data on disk, which is
// what we want locally and in tests, but two of its shortcuts break the
// conditional writes our store relies on (see docs/decisions/0003-storage.md):
//  - its etag is an HMAC of the file's mtime, so two writes in the same
//    millisecond share an etag and a compare-and-swap can pass on stale data;
//  - it checks If-Match and then writes after several awaits, so two
//    concurrent conditional PUTs can both pass the check.
//  - its list() walks the directory while writes create and rename temporary
//    files beside the data; a file that vanishes between readdir and stat ends
//    the walk early and the list answers 200 with the entries found so far, so
//    a key that exists can be missing from a list (and its etag with it).
//  - its reads carry no ETag, where Netlify's do (a compare-and-swap then needs
//    a list call for the etag, which the emulator answers by walking the folder).
// Netlify's production Blobs service has none of these problems. This wrapper gives
// the emulator the same semantics: content-hash etags, on reads too, one write at
// a time per key, and complete lists. It also serves the emulator on 127.0.0.1 only: its own
// start() listens on every interface, which would open the data to the network.

interface PatchableServer {
  put: (req: Request) => Promise<Response>;
  delete: (req: Request) => Promise<Response>;
  handleRequest: (req: Request) => Promise<Response>;
  /** The base URL the emulator builds signed URLs with (start() sets it; we serve it ourselves). */
  address: string;
}

type EtagGenerator = { generateETag: (filePath: string) => Promise<string> };

let etagPatched = false;

function patchEtags(): void {
  if (etagPatched) return;
  etagPatched = true;
  (BlobsServer as unknown as EtagGenerator).generateETag = async (filePath: string) => {
    try {
      const data = await readFile(filePath);
      return `"${createHash('sha256').update(data).digest('hex')}"`;
    } catch {
      return '';
    }
  };
}

interface WalkOptions {
  directories: boolean;
  path: string;
  prefix: string;
  rootPath: string;
  result: { blobs?: { etag: string; key: string; last_modified: string; size: number }[]; directories?: string[] };
}

type Walker = { walk: (options: WalkOptions) => Promise<void>; generateETag: (filePath: string) => Promise<string> };

let walkPatched = false;

/** The emulator's directory walk, skipping its own temporary files, entries that vanish mid-walk, and entries outside the prefix before any stat. */
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
        result.blobs?.push({ etag: await server.generateETag(entryPath), key, last_modified: stats.mtime.toISOString(), size: stats.size });
      } else if (directories && key.startsWith(prefix)) {
        result.directories?.push(key);
      } else {
        await walk({ directories, path: entryPath, prefix, rootPath, result });
      }
    }
  };
}

function serialisePerKey(server: BlobsServer): void {
  const target = server as unknown as PatchableServer;
  const queues = new Map<string, Promise<unknown>>();
  const locked =
    (operation: (req: Request) => Promise<Response>) =>
    (req: Request): Promise<Response> => {
      const key = new URL(req.url, 'http://localhost').pathname;
      const previous = queues.get(key) ?? Promise.resolve();
      const run = previous.then(
        () => operation(req),
        () => operation(req),
      );
      const settled = run.catch(() => undefined);
      queues.set(key, settled);
      void settled.then(() => {
        if (queues.get(key) === settled) queues.delete(key);
      });
      return run;
    };
  const put = target.put.bind(server);
  const del = target.delete.bind(server);
  target.put = locked(put);
  target.delete = locked(del);
}

/** A read of one blob answered with the etag a list gives for it (the hash of its content). */
async function withReadEtag(request: Request, response: Response): Promise<Response> {
  if (request.method !== 'GET' || !response.ok || response.headers.has('etag')) return response;
  // /<site>/<store>/<key…>, optionally after /region:<name>: a blob; fewer parts is a list.
  const parts = new URL(request.url).pathname.split('/').filter((part) => part !== '' && !part.startsWith('region:'));
  if (parts[0] === 'api' || parts.length < 3) return response;
  const body = Buffer.from(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.set('etag', `"${createHash('sha256').update(body).digest('hex')}"`);
  return new Response(body, { status: response.status, headers });
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
  patchEtags();
  patchWalk();
  const server = new BlobsServer({ directory, token, port, logger: () => undefined });
  serialisePerKey(server);
  const emulator = server as unknown as PatchableServer;
  await mkdir(directory, { recursive: true });
  const http = createServer((req, res) => {
    const request = toWebRequest(req, new URL(listThroughApi(req.method, req.url ?? '/'), emulator.address));
    emulator
      .handleRequest(request)
      .then((response) => withReadEtag(request, response))
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
