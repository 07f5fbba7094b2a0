import { z } from 'zod';
import { LOGO_CHUNK_BYTES as CHUNK_BYTES, MAX_LOGO_BYTES, uploadMessages } from '#src/schemas/upload.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { HttpError, readBytes, respond } from '#functions/platform/http.ts';
import { route, type HandlerContext } from '#functions/platform/route.ts';
import { uploadResultSchema } from '#src/schemas/api.ts';
import { storeLogo } from '#functions/uploads/logo-files.ts';
import { UPLOAD_ID } from '#functions/uploads/staged-parts.ts';
import { MAX_PARTS, receiveLogoPart, type Part } from '#functions/uploads/logo-parts.ts';

// POST /api/projects-enhanced/upload-logo (spec sections 5, 7 and 9): a logo
// up to LOGO_CHUNK_BYTES comes in one multipart request; larger ones in parts
// (functions/uploads/logo-parts.ts). Either way the stored file passes
// functions/uploads/logo-files.ts, and is then served by /api/uploads/:key
// (functions/api/uploads.ts).

/** Multipart framing around one part. */
const MULTIPART_OVERHEAD = 64 * 1024;

const partFields = z.object({
  upload_id: z.string().regex(UPLOAD_ID, 'upload_id is not valid').optional(),
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

async function upload(req: Request, { session }: HandlerContext<'staff'>): Promise<Response> {
  const part = await readPart(req);
  const bytes = new Uint8Array(await part.file.arrayBuffer());
  if (part.count === 1)
    return respond(uploadResultSchema, { success: true, logo_url: await storeLogo(bytes, session.username) }, { status: 201 });
  return receiveLogoPart(part, bytes, session.username);
}

export const uploadLogoHandler = route(endpoints.uploadLogo, { POST: upload });
