import { message } from '#src/schemas/messages.ts';
import { uploadPartSchema } from '#src/schemas/api.ts';
import { DOCUMENT_PART_BYTES, documentMegabytes } from '#src/schemas/document.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { HttpError, readBytes, respond } from '#functions/platform/http.ts';
import { route, type HandlerContext } from '#functions/platform/route.ts';
import { partOf } from '#functions/uploads/part-query.ts';
import { documentParts } from '#functions/documents/document-parts.ts';

// POST /api/admin/documents/parts?upload_id=&part=&parts=: a PDF larger than
// one request carries, sent as its bytes in parts of at most 4 MB, in order
// (ADR 0077). Each part is answered 202 with the upload's id; once all are in,
// the document's create or replace call names that id, and the PDF is joined,
// checked whole and stored then. Parts are staged for the member who sent the
// first, for an hour.

async function readPartBody(req: Request): Promise<Uint8Array> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^application\/(pdf|octet-stream)\b/i.test(type)) throw new HttpError(415, message('pdf_body_required'));
  const bytes = await readBytes(req, DOCUMENT_PART_BYTES).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 413)
      throw new HttpError(413, message('part_too_large', { size: `${documentMegabytes(DOCUMENT_PART_BYTES)} MB` }));
    throw error;
  });
  if (bytes.byteLength === 0) throw new HttpError(400, message('body_empty'));
  return bytes;
}

async function receivePart(req: Request, { session }: HandlerContext<'staff'>): Promise<Response> {
  const part = partOf(req, { minParts: 2 });
  const bytes = await readPartBody(req);
  const staged = await documentParts.receive(part, bytes, session.username);
  if (staged.complete) throw new Error('document parts are staged until a write takes them');
  return respond(uploadPartSchema, { success: true, upload_id: staged.uploadId, received: staged.received }, { status: 202 });
}

export const documentPartsHandler = route(endpoints.adminDocumentParts, { POST: receivePart });
