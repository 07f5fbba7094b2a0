import { endpoints } from '#src/schemas/endpoints.ts';
import { message } from '#src/schemas/messages.ts';
import { FORMER_UPLOADS_PATH, isAllowedLogoType, UPLOAD_NAME } from '#src/schemas/upload.ts';
import { errorResponse, securityHeaders } from '#functions/platform/http.ts';
import { route } from '#functions/platform/route.ts';
import { readFile } from '#functions/platform/store.ts';
import { uploadPathOf } from '#functions/uploads/paths.ts';
import { decodedSegment } from '#functions/platform/requests.ts';

// GET /uploads/:key: an uploaded file (a logo, a featured image), served
// with the type it was stored with, cached for good (a stored name never
// changes content), and sandboxed so an SVG opened directly runs nothing.
// The files live outside /api/, which robots.txt keeps crawlers out of, so
// search engines and social cards can fetch them; their former address,
// /api/uploads/:key, still found in links shared before and in kept versions,
// answers a permanent redirect to the new one (ADR 0047).

/** For a year: a stored name never changes content, nor does where it is served. */
const FOREVER = 'public, max-age=31536000, immutable';

/** Stored names are `<uuid>.<ext>` (uploads and the demo seed alike); nothing else is ever looked up. */
function requestedName(req: Request): string | undefined {
  const segment = new URL(req.url).pathname.split('/').pop() ?? '';
  const name = decodedSegment(segment);
  return UPLOAD_NAME.test(name) ? name : undefined;
}

const isFormerAddress = (req: Request) => new URL(req.url).pathname.startsWith(FORMER_UPLOADS_PATH);

async function serve(req: Request): Promise<Response> {
  const name = requestedName(req);
  if (name && isFormerAddress(req)) {
    return new Response(null, { status: 301, headers: { ...securityHeaders, 'Cache-Control': FOREVER, Location: uploadPathOf(name) } });
  }
  const stored = name ? await readFile(`uploads/${name}`) : null;
  if (!name || !stored) return errorResponse(404, message('not_found', { item: 'file' }));
  const declared = stored.metadata.contentType;
  const contentType = typeof declared === 'string' && isAllowedLogoType(declared) ? declared : 'application/octet-stream';
  // A stored name never changes content, so the name itself is a strong validator.
  const etag = `"${name}"`;
  const headers: Record<string, string> = {
    ...securityHeaders,
    'Content-Type': contentType,
    'Cache-Control': FOREVER,
    ETag: etag,
    // Images are shown by this site's pages; the admin preview loads them too.
    'Cross-Origin-Resource-Policy': 'same-site',
    // An SVG opened directly runs nothing and loads nothing.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  };
  if (
    req.headers
      .get('if-none-match')
      ?.split(',')
      .some((tag) => tag.trim() === etag)
  )
    return new Response(null, { status: 304, headers });
  // A stream: Netlify buffers at most 6 MB of a function's answer and base64-encodes binary ones
  // (a 5 MB logo would not fit), while streamed answers may be up to 20 MB.
  return new Response(new Blob([stored.data]).stream(), { headers: { ...headers, 'Content-Length': String(stored.data.byteLength) } });
}

export const uploadsHandler = route(endpoints.uploads, { GET: serve });
