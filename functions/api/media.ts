import { endpoints } from '#src/schemas/endpoints.ts';
import { message } from '#src/schemas/messages.ts';
import { MEDIA_NAME, MEDIA_PATH, mediaTypes } from '#src/schemas/media.ts';
import { errorResponse, securityHeaders } from '#functions/platform/http.ts';
import { route } from '#functions/platform/route.ts';
import { readFile } from '#functions/platform/store.ts';
import { storeListedDemoPhoto } from '#functions/seed/demo-photo-bytes.ts';
import { decodedSegment } from '#functions/platform/requests.ts';

// GET /media/:key: a library photo's original bytes (ADR 0055), as stored
// (metadata stripped). Its name is its content's hash, so it is cached for good
// by browsers and CDNs alike; public pages show it resized through Netlify
// Image CDN (/.netlify/images?url=/media/…), which fetches it from here.
// A demo photo is listed by the seed without its bytes: the first request for
// it stores them (functions/seed/demo-photo-bytes.ts).

/** For a year: a stored name never changes content. */
const FOREVER = 'public, max-age=31536000, immutable';

const isMediaType = (type: unknown): type is keyof typeof mediaTypes => typeof type === 'string' && Object.hasOwn(mediaTypes, type);

/** Only names the library gives (`<32 hex>.<ext>`) are ever looked up. */
function requestedName(req: Request): string | undefined {
  const segment = new URL(req.url).pathname.split('/').pop() ?? '';
  const name = decodedSegment(segment);
  return MEDIA_NAME.test(name) ? name : undefined;
}

async function readStored(name: string) {
  const key = `uploads/media/${name}`;
  const stored = await readFile(key);
  if (stored || !(await storeListedDemoPhoto(`${MEDIA_PATH}${name}`))) return stored;
  return readFile(key);
}

async function serve(req: Request): Promise<Response> {
  const name = requestedName(req);
  const stored = name ? await readStored(name) : null;
  if (!name || !stored) return errorResponse(404, message('not_found', { item: 'photo' }));
  const declared = stored.metadata.contentType;
  const etag = `"${name}"`;
  const headers: Record<string, string> = {
    ...securityHeaders,
    'Content-Type': isMediaType(declared) ? declared : 'application/octet-stream',
    'Cache-Control': FOREVER,
    ETag: etag,
    // Shown by this site's pages and fetched by its image CDN; not by other sites' pages.
    'Cross-Origin-Resource-Policy': 'same-site',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  };
  if (
    req.headers
      .get('if-none-match')
      ?.split(',')
      .some((tag) => tag.trim() === etag)
  )
    return new Response(null, { status: 304, headers });
  // A stream: Netlify buffers at most 6 MB of a function's answer and base64-encodes binary ones.
  return new Response(new Blob([stored.data]).stream(), { headers: { ...headers, 'Content-Length': String(stored.data.byteLength) } });
}

export const mediaHandler = route(endpoints.media, { GET: serve });
