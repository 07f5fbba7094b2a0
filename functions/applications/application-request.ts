import { issueOf, message } from '#src/schemas/messages.ts';
import { sentName } from '#functions/uploads/sent-name.ts';
import { HttpError, readBytes } from '#functions/platform/http.ts';
import { assertSafePdf } from '#functions/documents/pdf-check.ts';
import { MAX_CV_BYTES } from '#src/schemas/form-limits.ts';

// What POST /api/applications sends: multipart, the CV in `cv` and the other
// fields as text. The body is capped before it is read whole (the CV's 4 MB
// and the fields), and the CV's bytes are checked as the documents' are
// (a PDF, no scripts, actions or attached files): its name and declared type
// are never taken at their word.

/** Multipart framing and the text fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

export interface ApplicationRequest {
  /** The text fields, `consent` made a boolean when the form said yes, `_elapsed` a number. */
  fields: Record<string, unknown>;
  /** The CV, unchecked: `checkedCv` checks it once the cheaper refusals are past. */
  cv: { name: string; bytes: Uint8Array } | undefined;
}

const tooLarge = () => new HttpError(413, message('document_too_large', { megabytes: MAX_CV_BYTES / (1024 * 1024) }));

const YES = new Set(['true', 'on', '1', 'yes']);

function fieldsOf(form: FormData): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string') fields[name] = value;
  if (typeof fields.consent === 'string') fields.consent = YES.has(fields.consent.trim().toLowerCase()) ? true : fields.consent;
  if (typeof fields._elapsed === 'string') fields._elapsed = Number(fields._elapsed);
  // An empty job_id is a spontaneous application, as a form with no job sends it.
  if (fields.job_id === '') delete fields.job_id;
  if (fields.source_path === '') delete fields.source_path;
  return fields;
}

export async function readApplicationRequest(req: Request): Promise<ApplicationRequest> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data;\s*boundary=/i.test(type)) throw new HttpError(415, message('multipart_unreadable'));
  const body = await readBytes(req, MAX_CV_BYTES + MULTIPART_OVERHEAD).catch((error: unknown) => {
    throw error instanceof HttpError && error.status === 413 ? tooLarge() : error;
  });
  let form: FormData;
  try {
    form = await new Response(body as Uint8Array<ArrayBuffer>, { headers: { 'content-type': type } }).formData();
  } catch {
    throw new HttpError(400, message('multipart_unreadable'));
  }
  const file = form.get('cv');
  const cv = file instanceof File && file.size > 0 ? { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) } : undefined;
  return { fields: fieldsOf(form), cv };
}

/** The CV checked (present, at most 4 MB, a PDF that runs nothing) and the name staff will save it under. */
export function checkedCv(cv: ApplicationRequest['cv']): { name: string; bytes: Uint8Array } {
  if (!cv) {
    const said = message('required', { field: 'cv' });
    throw new HttpError(400, said, { issues: [issueOf('cv', said)] });
  }
  if (cv.bytes.byteLength > MAX_CV_BYTES) throw tooLarge();
  assertSafePdf(cv.bytes);
  // One line, no path, ending in .pdf: it goes into a Content-Disposition and a CSV.
  const base = sentName(cv.name, 120) || 'cv';
  return { name: /\.pdf$/i.test(base) ? base : `${base}.pdf`, bytes: cv.bytes };
}
