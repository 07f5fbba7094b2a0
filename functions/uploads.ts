import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { LOGO_CHUNK_BYTES as CHUNK_BYTES, MAX_LOGO_BYTES, uploadMessages, type LogoMimeType } from '#schemas/upload.ts';
import { errorResponse, HttpError, json, readBytes, route, securityHeaders } from '#functions/http.ts';
import { requireAdmin } from '#functions/sessions.ts';
import { createFile, deleteKey, listKeys, putFile, readDocument, readFile, updateDocument } from '#functions/store.ts';
import { looksLikeSvg, sanitizeSvg, SvgRejectedError } from '#functions/svg-sanitizer.ts';

// Logo uploads (spec sections 5, 7 and 9). The type is decided from the bytes,
// never from the name or the declared type; SVGs are rebuilt from an
// allowlist. Netlify buffers at most 6 MB per request and base64-encodes binary
// bodies, so files above CHUNK_BYTES travel in parts of at most CHUNK_BYTES:
// the first part opens an upload (202 with its id), the last one assembles,
// checks and stores it (201 with logo_url). src/lib/upload-logo.ts is the client.

const MAX_PARTS = Math.ceil(MAX_LOGO_BYTES / CHUNK_BYTES);
/** Multipart framing around one part. */
const MULTIPART_OVERHEAD = 64 * 1024;
const STALE_UPLOAD_MS = 60 * 60 * 1000;

const extensions: Record<LogoMimeType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
  'image/webp': 'webp',
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/** The image type of a file from its first bytes (and, for SVG, its text). */
export function sniffImageType(bytes: Uint8Array): LogoMimeType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096));
  return looksLikeSvg(head) ? 'image/svg+xml' : undefined;
}

/** Checks, sanitises and stores a complete file; returns its public path. */
export async function storeLogo(bytes: Uint8Array, uploadedBy: string): Promise<string> {
  if (bytes.byteLength > MAX_LOGO_BYTES) throw new HttpError(413, uploadMessages.tooLarge);
  if (bytes.byteLength === 0) throw new HttpError(400, 'The logo file is empty');
  const type = sniffImageType(bytes);
  if (!type) throw new HttpError(415, uploadMessages.badType);
  let stored = bytes;
  if (type === 'image/svg+xml') {
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw new HttpError(415, uploadMessages.badType);
    }
    try {
      stored = new TextEncoder().encode(sanitizeSvg(text));
    } catch (error) {
      if (error instanceof SvgRejectedError) throw new HttpError(415, `${uploadMessages.badType}: ${error.message}`);
      throw error;
    }
  }
  const name = `${randomUUID()}.${extensions[type]}`;
  await createFile(`uploads/${name}`, stored, {
    contentType: type,
    size: stored.byteLength,
    createdAt: new Date().toISOString(),
    uploadedBy,
  });
  return `/api/uploads/${name}`;
}

interface Part {
  file: File;
  uploadId: string | undefined;
  index: number;
  count: number;
}

const partFields = z.object({
  upload_id: z
    .string()
    .regex(/^\d{13}-[0-9a-f-]{36}$/, 'upload_id is not valid')
    .optional(),
  chunk_index: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_PARTS - 1)
    .default(0),
  chunk_count: z.coerce.number().int().min(1, 'chunk_count must be at least 1').max(MAX_PARTS, uploadMessages.tooLarge).default(1),
});

async function readPart(req: Request): Promise<Part> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data;\s*boundary=/i.test(type))
    throw new HttpError(415, 'Content-Type must be multipart/form-data with a file field "logo"');
  const body = await readBytes(req, Math.max(MAX_LOGO_BYTES, CHUNK_BYTES) + MULTIPART_OVERHEAD).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 413) throw new HttpError(413, uploadMessages.tooLarge);
    throw error;
  });
  let form: FormData;
  try {
    form = await new Response(body as Uint8Array<ArrayBuffer>, { headers: { 'content-type': type } }).formData();
  } catch {
    throw new HttpError(400, 'The multipart body could not be read');
  }
  const file = form.get('logo');
  if (!(file instanceof File)) throw new HttpError(400, 'A file field named "logo" is required');
  const fields = partFields.safeParse({
    upload_id: form.get('upload_id') ?? undefined,
    chunk_index: form.get('chunk_index') ?? undefined,
    chunk_count: form.get('chunk_count') ?? undefined,
  });
  if (!fields.success) throw new HttpError(400, fields.error.issues[0]?.message ?? 'Invalid upload fields');
  const { upload_id, chunk_index, chunk_count } = fields.data;
  if (chunk_index >= chunk_count) throw new HttpError(400, 'chunk_index must be below chunk_count');
  if (chunk_count > 1 && file.size > CHUNK_BYTES) throw new HttpError(413, `Each part must be at most ${CHUNK_BYTES / (1024 * 1024)} MB`);
  if (chunk_count === 1 && file.size > MAX_LOGO_BYTES) throw new HttpError(413, uploadMessages.tooLarge);
  return { file, uploadId: upload_id, index: chunk_index, count: chunk_count };
}

const manifestSchema = z.object({
  owner: z.string(),
  count: z.number().int(),
  received: z.array(z.number().int()),
  bytes: z.number().int(),
});

const partsPrefix = (uploadId: string) => `upload-parts/${uploadId}`;

/** Drops staged parts of uploads abandoned for more than an hour (the id starts with its creation time). */
async function cleanStaleParts(now = Date.now()): Promise<void> {
  const keys = await listKeys('upload-parts/');
  const stale = keys.filter((key) => now - Number(key.split('/')[1]?.split('-')[0]) > STALE_UPLOAD_MS);
  await Promise.all(stale.map((key) => deleteKey(key)));
}

async function receivePart(part: Part, owner: string): Promise<Response> {
  const bytes = new Uint8Array(await part.file.arrayBuffer());
  let uploadId = part.uploadId;
  if (part.index === 0) {
    if (uploadId) throw new HttpError(400, 'The first part must not carry an upload_id');
    await cleanStaleParts();
    uploadId = `${Date.now()}-${randomUUID()}`;
  } else if (!uploadId) {
    throw new HttpError(400, 'upload_id is required for every part after the first');
  }
  const manifestKey = `${partsPrefix(uploadId)}/manifest`;
  const index = part.index;
  if (index > 0) {
    const current = await readDocument(manifestKey, manifestSchema.nullable(), () => null);
    if (current?.owner !== owner) throw new HttpError(404, 'Upload not found or expired');
  }
  // The bytes are staged before the manifest counts them, so a complete manifest means complete parts.
  await putFile(`${partsPrefix(uploadId)}/${index}`, bytes, { size: bytes.byteLength });
  const manifest = await updateDocument(
    manifestKey,
    manifestSchema.nullable(),
    () => null,
    (current) => {
      if (index === 0) {
        const first = { owner, count: part.count, received: [0], bytes: bytes.byteLength };
        return { value: first, result: first };
      }
      if (current?.owner !== owner) throw new HttpError(404, 'Upload not found or expired');
      if (current.count !== part.count) throw new HttpError(400, 'chunk_count does not match the first part');
      if (current.received.includes(index)) throw new HttpError(409, `Part ${index} was already received`);
      if (current.bytes + bytes.byteLength > MAX_LOGO_BYTES) throw new HttpError(413, uploadMessages.tooLarge);
      const next = { ...current, received: [...current.received, index], bytes: current.bytes + bytes.byteLength };
      return { value: next, result: next };
    },
  );

  if (manifest.received.length < manifest.count)
    return json({ success: true, upload_id: uploadId, received: manifest.received.length }, 202);

  const parts = await Promise.all(Array.from({ length: manifest.count }, (_, i) => readFile(`${partsPrefix(uploadId)}/${i}`)));
  if (parts.some((stored) => stored === null)) throw new HttpError(409, 'A part of the upload is missing; start again');
  const whole = new Uint8Array(manifest.bytes);
  let offset = 0;
  for (const stored of parts) {
    const chunk = new Uint8Array(stored!.data);
    whole.set(chunk, offset);
    offset += chunk.byteLength;
  }
  await Promise.all([...parts.keys(), 'manifest'].map((name) => deleteKey(`${partsPrefix(uploadId)}/${name}`)));
  return json({ success: true, logo_url: await storeLogo(whole, owner) }, 201);
}

async function upload(req: Request): Promise<Response> {
  const session = await requireAdmin(req);
  const part = await readPart(req);
  if (part.count === 1) {
    const logo_url = await storeLogo(new Uint8Array(await part.file.arrayBuffer()), session.username);
    return json({ success: true, logo_url }, 201);
  }
  return receivePart(part, session.username);
}

const keyPattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

async function serve(req: Request): Promise<Response> {
  const name = decodeURIComponent(new URL(req.url).pathname.split('/').pop() ?? '');
  if (!keyPattern.test(name) || name.includes('..')) return errorResponse(404, 'File not found');
  const stored = await readFile(`uploads/${name}`);
  if (!stored) return errorResponse(404, 'File not found');
  const contentType = typeof stored.metadata.contentType === 'string' ? stored.metadata.contentType : 'application/octet-stream';
  const headers: Record<string, string> = {
    ...securityHeaders,
    'Content-Type': contentType,
    'Content-Length': String(stored.data.byteLength),
    'Cache-Control': 'public, max-age=31536000, immutable',
    // Images are shown by this site's pages; the admin preview loads them too.
    'Cross-Origin-Resource-Policy': 'same-site',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  };
  return new Response(stored.data, { headers });
}

export const uploadLogoHandler = route('upload-logo', { POST: upload });
export const uploadsHandler = route('uploads', { GET: serve });
