import { z } from 'zod';
import { LOGO_CHUNK_BYTES, MAX_LOGO_BYTES, uploadMessages } from '#schemas/upload.ts';
import { errorResponse, HttpError, json, readBytes, route, securityHeaders } from '#functions/http.ts';
import { isServableType, storeLogo, UPLOADS_PREFIX } from '#functions/logo-files.ts';
import { requireAdmin } from '#functions/sessions.ts';
import { readFile } from '#functions/store.ts';
import { MAX_PARTS, receivePart, uploadIdSchema, type Part } from '#functions/upload-parts.ts';

// POST /api/projects-enhanced/upload-logo and GET /api/uploads/:key (spec
// sections 5, 7 and 9). A logo comes in one multipart request (field `logo`),
// or, when too large for one Netlify function request, in parts (fields
// `upload_id`, `chunk_index`, `chunk_count`; functions/upload-parts.ts).
// src/lib/upload-logo.ts is the browser's client.

/** Multipart framing around one file. */
const MULTIPART_OVERHEAD = 64 * 1024;

const partFields = z.object({
  upload_id: uploadIdSchema.optional(),
  chunk_index: z.coerce
    .number({ error: 'chunk_index must be a number' })
    .int('chunk_index must be a whole number')
    .min(0, 'chunk_index must be 0 or more')
    .max(MAX_PARTS - 1, `chunk_index must be below ${MAX_PARTS}`)
    .default(0),
  chunk_count: z.coerce
    .number({ error: 'chunk_count must be a number' })
    .int('chunk_count must be a whole number')
    .min(1, 'chunk_count must be at least 1')
    .max(MAX_PARTS, `chunk_count must be at most ${MAX_PARTS}`)
    .default(1),
});

/** A text field of the form, or undefined when absent or empty. */
function field(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

async function readForm(req: Request): Promise<FormData> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data;\s*boundary=/i.test(type)) {
    throw new HttpError(415, 'Content-Type must be multipart/form-data with a file field "logo"');
  }
  const body = await readBytes(req, MAX_LOGO_BYTES + MULTIPART_OVERHEAD).catch((error: unknown) => {
    throw error instanceof HttpError && error.status === 413 ? new HttpError(413, uploadMessages.tooLarge) : error;
  });
  try {
    return await new Response(body as Uint8Array<ArrayBuffer>, { headers: { 'content-type': type } }).formData();
  } catch {
    throw new HttpError(400, 'The multipart body could not be read');
  }
}

async function readPart(req: Request): Promise<Part> {
  const form = await readForm(req);
  const file = form.get('logo');
  if (!(file instanceof File)) throw new HttpError(400, 'A file field named "logo" is required');
  const fields = partFields.safeParse({
    upload_id: field(form, 'upload_id'),
    chunk_index: field(form, 'chunk_index'),
    chunk_count: field(form, 'chunk_count'),
  });
  if (!fields.success) {
    const issues = fields.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    throw new HttpError(400, issues[0]!.message, { issues });
  }
  const { upload_id, chunk_index, chunk_count } = fields.data;
  if (chunk_index >= chunk_count) throw new HttpError(400, 'chunk_index must be below chunk_count');
  if (chunk_count === 1 && file.size > MAX_LOGO_BYTES) throw new HttpError(413, uploadMessages.tooLarge);
  if (chunk_count > 1 && file.size > LOGO_CHUNK_BYTES) {
    throw new HttpError(413, `Each part must be at most ${LOGO_CHUNK_BYTES / (1024 * 1024)} MB`);
  }
  if (chunk_count > 1 && file.size === 0) throw new HttpError(400, 'A part must not be empty');
  return { bytes: new Uint8Array(await file.arrayBuffer()), uploadId: upload_id, index: chunk_index, count: chunk_count };
}

async function upload(req: Request): Promise<Response> {
  const session = await requireAdmin(req);
  const part = await readPart(req);
  if (part.count === 1) return json({ success: true, logo_url: await storeLogo(part.bytes) }, 201);
  const outcome = await receivePart(part, session.username);
  if (!outcome.done) return json({ success: true, upload_id: outcome.uploadId, received: outcome.received }, 202);
  return json({ success: true, logo_url: await storeLogo(outcome.bytes) }, 201);
}

const namePattern = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}\.[a-z]{3,4}$/;

function requestedName(req: Request): string | undefined {
  const last = new URL(req.url).pathname.split('/').pop() ?? '';
  try {
    const name = decodeURIComponent(last);
    return namePattern.test(name) ? name : undefined;
  } catch {
    return undefined;
  }
}

async function serve(req: Request): Promise<Response> {
  const name = requestedName(req);
  const stored = name === undefined ? null : await readFile(`${UPLOADS_PREFIX}${name}`);
  if (!stored) return errorResponse(404, 'File not found');
  const type = stored.metadata.contentType;
  const headers: Record<string, string> = {
    ...securityHeaders,
    // Stored types were sniffed at upload; anything else is never served as something a browser renders.
    'Content-Type': isServableType(type) ? type : 'application/octet-stream',
    'Content-Length': String(stored.data.byteLength),
    'Cache-Control': 'public, max-age=31536000, immutable',
    // The site's pages and the admin show these images; other sites may not embed them.
    'Cross-Origin-Resource-Policy': 'same-site',
    // An SVG opened on its own runs nothing and loads nothing.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  };
  // A stream: Netlify buffers at most 6 MB of a function's answer and base64-encodes binary ones
  // (a 5 MB logo would not fit), while streamed answers may be up to 20 MB.
  return new Response(new Blob([stored.data]).stream(), { headers });
}

export const uploadLogoHandler = route('upload-logo', { POST: upload });
export const uploadsHandler = route('uploads', { GET: serve });
