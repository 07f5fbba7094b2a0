import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BlobAddress, BlobFiles, Metadata } from '#netlify/local-blobs/files.ts';

// The HTTP side of the local Blobs server: the requests @netlify/blobs' client
// makes (its dist/main.js is the contract), answered as Netlify's service does.
//  - At the edge address the functions get (NETLIFY_BLOBS_CONTEXT's edgeURL):
//    /<site>/<store>/<key…>, maybe after /region:<name>, with the token as a
//    bearer: GET, HEAD, PUT and DELETE of a key, and GET of a store to list it.
//  - At the API address (what scripts/seed.ts uses, as api.netlify.com):
//    /api/v1/blobs/<site>/<store>/<key…>. A GET or PUT asking for a signed URL
//    gets one, which the client then calls without the token; HEAD, DELETE and
//    lists are answered there directly.
// Metadata travels base64-encoded JSON after "b64;" in x-amz-meta-user (or
// netlify-blobs-metadata at the API address). A conditional write that fails
// answers 412. Deleting a whole store and listing stores are not served: the
// project never does either.

const SIGNED_URL_ACCEPT = 'application/json;type=signed-url';
const METADATA_HEADER = 'x-amz-meta-user';
const API_METADATA_HEADER = 'netlify-blobs-metadata';

interface Target {
  /** At the API address rather than the edge's. */
  api: boolean;
  address: BlobAddress;
  hasStore: boolean;
}

const validSegment = (segment: string) => segment !== '' && segment !== '.' && segment !== '..' && !/[/\\\0]/.test(segment);

/** What the request's path names, or undefined when it is not a path of the protocol. */
function targetOf(url: URL): Target | undefined {
  const raw = url.pathname.split('/').slice(1);
  if (raw.at(-1) === '') raw.pop();
  let segments: string[];
  try {
    segments = raw.map(decodeURIComponent);
  } catch {
    return undefined;
  }
  const api = segments[0] === 'api' && segments[1] === 'v1' && segments[2] === 'blobs';
  if (api) segments = segments.slice(3);
  else if (segments[0]?.startsWith('region:')) segments = segments.slice(1);
  const [site, store, ...key] = segments;
  if (site === undefined || !segments.every(validSegment)) return undefined;
  return { api, address: { site, store: store ?? '', key }, hasStore: store !== undefined };
}

const canonicalPath = ({ site, store, key }: BlobAddress) => `/${[site, store, ...key].map(encodeURIComponent).join('/')}`;

const digest = (text: string) => createHash('sha256').update(text).digest();

const encodeMetadata = (metadata: Metadata) =>
  Object.keys(metadata).length > 0 ? { [METADATA_HEADER]: `b64;${Buffer.from(JSON.stringify(metadata)).toString('base64')}` } : {};

class BadRequest extends Error {}

function decodeMetadata(header: string | string[] | undefined): Metadata {
  if (typeof header !== 'string' || !header.startsWith('b64;')) return {};
  try {
    const value = JSON.parse(Buffer.from(header.slice('b64;'.length), 'base64').toString('utf8')) as unknown;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Metadata;
  } catch {
    // Reported below.
  }
  throw new BadRequest('The metadata header is not base64-encoded JSON of an object');
}

interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: Buffer | string | undefined;
}

const json = (value: unknown): Reply => ({ status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(value) });

/** Serves the protocol for `files`, to holders of `token` and of the URLs it signs; `origin` is the server's own. */
export function blobsProtocol(files: BlobFiles, token: string, origin: string) {
  const sign = (method: string, address: BlobAddress) =>
    createHmac('sha256', token)
      .update(`${method} ${canonicalPath(address)}`)
      .digest('hex');
  const isToken = (value: string) => timingSafeEqual(digest(value), digest(token));

  function allowed(req: IncomingMessage, method: string, target: Target, url: URL): boolean {
    const authorization = req.headers.authorization ?? '';
    if (/^bearer /i.test(authorization) && isToken(authorization.slice('bearer '.length))) return true;
    const signature = url.searchParams.get('signature');
    return !target.api && signature !== null && timingSafeEqual(digest(signature), digest(sign(method, target.address)));
  }

  async function keyReply(req: IncomingMessage, method: string, target: Target): Promise<Reply> {
    const { address } = target;
    if (target.api && (method === 'GET' || method === 'PUT') && req.headers.accept === SIGNED_URL_ACCEPT) {
      return json({ url: `${origin}${canonicalPath(address)}?signature=${sign(method, address)}` });
    }
    if (method === 'GET' || method === 'HEAD') {
      const found = method === 'GET' ? await files.read(address, req.headers['if-none-match']) : await files.head(address);
      if (!found) return { status: 404 };
      const headers = { etag: found.etag, ...encodeMetadata(found.metadata) };
      return { status: method === 'GET' && !found.body ? 304 : 200, headers, body: found.body };
    }
    if (method === 'PUT') {
      const metadata = decodeMetadata(req.headers[METADATA_HEADER] ?? req.headers[API_METADATA_HEADER]);
      const conditions = { ifMatch: req.headers['if-match'], ifNew: req.headers['if-none-match'] === '*' };
      const etag = await files.write(address, req, metadata, conditions);
      return etag === undefined ? { status: 412 } : { status: 200, headers: { etag } };
    }
    if (method === 'DELETE') {
      await files.remove(address);
      return { status: 204 };
    }
    return { status: 405 };
  }

  async function reply(req: IncomingMessage): Promise<Reply> {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://blobs.invalid');
    const target = targetOf(url);
    if (!target?.hasStore) return { status: 400 };
    if (!allowed(req, method, target, url)) return { status: 401 };
    if (target.address.key.length > 0) return keyReply(req, method, target);
    if (method !== 'GET') return { status: 405 };
    const { searchParams } = url;
    const directories = searchParams.get('directories') === 'true';
    const cursor = searchParams.get('cursor') ?? undefined;
    return json(await files.list(target.address, { prefix: searchParams.get('prefix') ?? '', directories, cursor }));
  }

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const {
      status,
      headers = {},
      body,
    } = await reply(req).catch((error: unknown): Reply => {
      if (error instanceof BadRequest) return { status: 400, body: error.message };
      throw error;
    });
    res.writeHead(status, body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) });
    res.end(body);
  };
}
