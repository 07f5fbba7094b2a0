import { issueOf, message } from '#src/schemas/messages.ts';
import { sentName } from '#functions/uploads/sent-name.ts';
import { DOCUMENT_PART_BYTES, documentMegabytes, MAX_DOCUMENT_BYTES } from '#src/schemas/document.ts';
import { HttpError, readBytes } from '#functions/platform/http.ts';
import { readObject } from '#functions/platform/requests.ts';
import { UPLOAD_ID } from '#functions/uploads/staged-parts.ts';
import { assertSafePdf } from '#functions/documents/pdf-check.ts';
import { documentParts } from '#functions/documents/document-parts.ts';

// What a document write sends: multipart (the file and the fields as text,
// the French ones as fr.title and fr.description), or JSON for a change of
// fields alone (publishing, a new title). A PDF over one request's size was
// sent before in parts (POST /api/admin/documents/parts): the write names it
// by `upload_id` (and `file_name`) instead of carrying it, in either form.
// Every file is checked whole before anything is stored.

/** Multipart framing and the text fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** The file a write brings: its name, and its checked bytes once read (a staged upload is taken only then). */
export interface DocumentFile {
  name: string;
  read: () => Promise<Uint8Array>;
}

export interface DocumentRequest {
  fields: Record<string, unknown>;
  file: DocumentFile | undefined;
}

const inParts = () =>
  new HttpError(
    413,
    message('document_send_in_parts', { megabytes: documentMegabytes(DOCUMENT_PART_BYTES), most: documentMegabytes(MAX_DOCUMENT_BYTES) }),
  );

function fieldsOf(form: FormData): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const fr: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string') continue;
    if (name === 'fr.title' || name === 'fr.description') fr[name.slice(3)] = value;
    else fields[name] = value;
  }
  if (Object.keys(fr).length > 0) fields.fr = fr;
  if (typeof fields.display_order === 'string')
    fields.display_order = fields.display_order === '' ? undefined : Number(fields.display_order);
  return fields;
}

/** The name visitors' browsers save it under: one line, no path, ending in .pdf. */
function savedNameOf(name: string): string {
  const base = sentName(name, 190) || 'document';
  return /\.pdf$/i.test(base) ? base : `${base}.pdf`;
}

/** The staged upload a write names (taking `upload_id` and `file_name` out of its fields), or undefined when it names none. */
function stagedFileOf(fields: Record<string, unknown>, owner: string): DocumentFile | undefined {
  const { upload_id: uploadId, file_name: fileName } = fields;
  delete fields.upload_id;
  delete fields.file_name;
  if (uploadId === undefined) return undefined;
  if (typeof uploadId !== 'string' || !UPLOAD_ID.test(uploadId)) {
    const said = message('not_valid', { field: 'upload_id' });
    throw new HttpError(400, said, { issues: [issueOf('file', said)] });
  }
  return {
    name: savedNameOf(typeof fileName === 'string' ? fileName : ''),
    read: async () => {
      const bytes = await documentParts.take(uploadId, owner);
      assertSafePdf(bytes);
      return bytes;
    },
  };
}

/** Reads a document write by `owner` (the signed-in member, whose staged uploads alone it may name); `fileRequired` for a new document. */
export async function readDocumentRequest(req: Request, fileRequired: boolean, owner: string): Promise<DocumentRequest> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data;\s*boundary=/i.test(type)) {
    if (fileRequired) throw new HttpError(415, message('document_file_required'));
    const fields = await readObject(req);
    return { fields, file: stagedFileOf(fields, owner) };
  }
  const body = await readBytes(req, DOCUMENT_PART_BYTES + MULTIPART_OVERHEAD).catch((error: unknown) => {
    throw error instanceof HttpError && error.status === 413 ? inParts() : error;
  });
  let form: FormData;
  try {
    form = await new Response(body as Uint8Array<ArrayBuffer>, { headers: { 'content-type': type } }).formData();
  } catch {
    throw new HttpError(400, message('multipart_unreadable'));
  }
  const fields = fieldsOf(form);
  const staged = stagedFileOf(fields, owner);
  const file = form.get('file');
  if (!(file instanceof File)) {
    if (staged || !fileRequired) return { fields, file: staged };
    const said = message('document_file_required');
    throw new HttpError(400, said, { issues: [issueOf('file', said)] });
  }
  if (file.size > DOCUMENT_PART_BYTES) throw inParts();
  const bytes = new Uint8Array(await file.arrayBuffer());
  assertSafePdf(bytes);
  return { fields, file: { name: savedNameOf(file.name), read: () => Promise.resolve(bytes) } };
}
