import { message } from '#src/schemas/messages.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { noteAuditItem } from '#functions/audit/audit.ts';
import { readApplication } from '#functions/applications/applications.ts';
import { readCv } from '#functions/applications/cv-files.ts';
import { HttpError, securityHeaders } from '#functions/platform/http.ts';
import { requiredQueryId } from '#functions/platform/requests.ts';
import { route } from '#functions/platform/route.ts';
import { attachmentDisposition } from '#functions/platform/responses.ts';

// GET /api/applications/cv?id=: a candidate's CV, for staff allowed to read
// the applications, with their token (the admin fetches it and saves it: it
// is never opened in a page of the site). Always an attachment, never
// sniffed, sandboxed should a browser render it anyway, and never cached.
// Each download is in the audit log by the application's id.

async function serveCv(req: Request): Promise<Response> {
  const id = requiredQueryId(req);
  noteAuditItem({ collection: 'applications', item_id: id, fields: ['cv'] });
  const application = await readApplication(id);
  const bytes = await readCv(application.id);
  if (!bytes) throw new HttpError(404, message('not_found', { item: 'file' }));
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      ...securityHeaders,
      'Content-Type': 'application/pdf',
      'Content-Disposition': attachmentDisposition(application.cv.file_name),
      'Content-Length': String(bytes.byteLength),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
      'Cache-Control': 'private, no-store',
    },
  });
}

export const applicationsCvHandler = route(endpoints.applicationsCv, { GET: serveCv });
