import * as z from '#functions/platform/zod.ts';
import { messageOfIssue, zodMessage } from '#src/schemas/coded-issues.ts';
import { message } from '#src/schemas/messages.ts';
import { sentName } from '#functions/uploads/sent-name.ts';
import { LOGO_CHUNK_BYTES as CHUNK_BYTES, MAX_LOGO_BYTES } from '#src/schemas/upload.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { HttpError, readBytes, respond } from '#functions/platform/http.ts';
import { route, type HandlerContext } from '#functions/platform/route.ts';
import { noteAudit } from '#functions/audit/audit.ts';
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
  upload_id: z.optional(z.string().check(z.regex(UPLOAD_ID, zodMessage('not_valid', { field: 'upload_id' })))),
  chunk_index: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(MAX_PARTS - 1)), 0),
  chunk_count: z._default(
    z.coerce
      .number()
      .check(z.int(), z.gte(1, zodMessage('min_value', { field: 'chunk_count', min: 1 })), z.lte(MAX_PARTS, zodMessage('logo_too_large'))),
    1,
  ),
});

async function readPart(req: Request): Promise<Part> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data;\s*boundary=/i.test(type)) throw new HttpError(415, message('multipart_required'));
  const body = await readBytes(req, Math.max(MAX_LOGO_BYTES, CHUNK_BYTES) + MULTIPART_OVERHEAD).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 413) throw new HttpError(413, message('logo_too_large'));
    throw error;
  });
  let form: FormData;
  try {
    form = await new Response(body as Uint8Array<ArrayBuffer>, { headers: { 'content-type': type } }).formData();
  } catch {
    throw new HttpError(400, message('multipart_unreadable'));
  }
  const file = form.get('logo');
  if (!(file instanceof File)) throw new HttpError(400, message('logo_field_required'));
  // The audit log names the file as its sender named it, as one line.
  const name = sentName(file.name, 200);
  noteAudit({ collection: 'uploads', ...(name ? { item_label: name } : {}) });
  const fields = partFields.safeParse({
    upload_id: form.get('upload_id') ?? undefined,
    chunk_index: form.get('chunk_index') ?? undefined,
    chunk_count: form.get('chunk_count') ?? undefined,
  });
  if (!fields.success) {
    const [issue] = fields.error.issues;
    throw new HttpError(400, issue ? messageOfIssue(issue) : message('invalid_upload_fields'));
  }
  const { upload_id, chunk_index, chunk_count } = fields.data;
  if (chunk_index >= chunk_count) throw new HttpError(400, message('not_below', { index: 'chunk_index', count: 'chunk_count' }));
  if (chunk_count > 1 && file.size > CHUNK_BYTES)
    throw new HttpError(413, message('part_too_large', { size: `${CHUNK_BYTES / (1024 * 1024)} MB` }));
  if (chunk_count === 1 && file.size > MAX_LOGO_BYTES) throw new HttpError(413, message('logo_too_large'));
  return { file, uploadId: upload_id, index: chunk_index, count: chunk_count };
}

async function upload(req: Request, { session }: HandlerContext<'staff'>): Promise<Response> {
  const part = await readPart(req);
  const bytes = new Uint8Array(await part.file.arrayBuffer());
  if (part.count === 1) {
    const logo_url = await storeLogo(bytes, session.username);
    noteAudit({ item_id: logo_url.slice(logo_url.lastIndexOf('/') + 1) });
    return respond(uploadResultSchema, { success: true, logo_url }, { status: 201 });
  }
  return receiveLogoPart(part, bytes, session.username);
}

export const uploadLogoHandler = route(endpoints.uploadLogo, { POST: upload });
