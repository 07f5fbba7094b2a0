// Netlify Image CDN keeps each transformed image at its edge, so a photo is
// resized once per size and format and then served from the cache. The local
// platform keeps them the same way, in memory: without it every request
// re-encodes the photo (an AVIF of a 2560 px original costs hundreds of
// milliseconds), which no visitor of the real site waits for, and a
// Lighthouse run here would measure the encoder instead of the page.
//
// Keys are the full query (url, w, h, fit, position, fm) and the format the
// Accept header negotiates: the originals never change under a key (library
// photos and uploads are stored under content-derived or unique names, and
// the built files change only with a restart).

interface CachedImage {
  status: number;
  headers: [string, string][];
  body: Uint8Array;
}

/** Enough for a few hundred resized photos; the least recently used go first. */
const MAX_BYTES = 64 * 1024 * 1024;

const cached = new Map<string, CachedImage>();
let totalBytes = 0;

/** The format a request without `fm` is answered in: what IPX's `auto` picks from the Accept header. */
function negotiatedFormat(accept: string): string {
  if (accept.includes('image/avif')) return 'avif';
  if (accept.includes('image/webp')) return 'webp';
  return 'original';
}

export function imageCacheKey(search: string, accept: string): string {
  return `${search}|${negotiatedFormat(accept)}`;
}

export function cachedImage(key: string): Response | undefined {
  const hit = cached.get(key);
  if (!hit) return undefined;
  // Map order is insertion order: moving a hit to the end keeps the least recently used first.
  cached.delete(key);
  cached.set(key, hit);
  return new Response(hit.body.slice(), { status: hit.status, headers: hit.headers });
}

/** Keeps a successful answer and returns one to send in its place (the body is read once). */
export async function keepImage(key: string, response: Response): Promise<Response> {
  if (response.status !== 200 || !response.body) return response;
  const body = new Uint8Array(await response.arrayBuffer());
  const headers = [...response.headers.entries()];
  if (body.byteLength <= MAX_BYTES / 8) {
    cached.set(key, { status: response.status, headers, body });
    totalBytes += body.byteLength;
    for (const [oldest, image] of cached) {
      if (totalBytes <= MAX_BYTES) break;
      cached.delete(oldest);
      totalBytes -= image.body.byteLength;
    }
  }
  return new Response(body.slice(), { status: response.status, headers });
}
