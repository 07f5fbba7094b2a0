import { issueOf, message } from '#src/schemas/messages.ts';
import { asSingleLine } from '#src/schemas/common.ts';
import { MAX_DOCUMENT_BYTES } from '#src/schemas/document.ts';
import { HttpError, readBytes } from '#functions/platform/http.ts';
import { readObject } from '#functions/platform/requests.ts';
import { assertSafePdf } from '#functions/documents/pdf-check.ts';

// What a document write sends: multipart (the file and the fields as text,
// the French ones as fr.title and fr.description), or JSON for a change of
// fields alone (publishing, a new title). The file is checked here, before
// anything is stored.

/** Multipart framing and the text fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

export interface DocumentRequest {
  fields: Record<string, unknown>;
  file: { name: string; bytes: Uint8Array } | undefined;
}

const tooLarge = () => new HttpError(413, message('document_too_large', { megabytes: MAX_DOCUMENT_BYTES / (1024 * 1024) }));

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

/** Reads a document write; `fileRequired` for a new document. */
export async function readDocumentRequest(req: Request, fileRequired: boolean): Promise<DocumentRequest> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data;\s*boundary=/i.test(type)) {
    if (fileRequired) throw new HttpError(415, message('document_file_required'));
    return { fields: await readObject(req), file: undefined };
  }
  const body = await readBytes(req, MAX_DOCUMENT_BYTES + MULTIPART_OVERHEAD).catch((error: unknown) => {
    throw error instanceof HttpError && error.status === 413 ? tooLarge() : error;
  });
  let form: FormData;
  try {
    form = await new Response(body as Uint8Array<ArrayBuffer>, { headers: { 'content-type': type } }).formData();
  } catch {
    throw new HttpError(400, message('multipart_unreadable'));
  }
  const file = form.get('file');
  if (!(file instanceof File)) {
    if (!fileRequired) return { fields: fieldsOf(form), file: undefined };
    const said = message('document_file_required');
    throw new HttpError(400, said, { issues: [issueOf('file', said)] });
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  assertSafePdf(bytes);
  // The name visitors' browsers save it under: one line, no path, ending in .pdf.
  const base = asSingleLine(file.name.split(/[\\/]/).pop() ?? '').slice(0, 190) || 'document';
  return { fields: fieldsOf(form), file: { name: /\.pdf$/i.test(base) ? base : `${base}.pdf`, bytes } };
}
