import * as z from '#functions/platform/zod.ts';
import { message } from '#src/schemas/messages.ts';
import { successSchema } from '#src/schemas/api.ts';
import { enquirySchema, enquiryStatusUpdateSchema } from '#src/schemas/contact.ts';
import { enquiryListQuerySchema, enquiryViewFilters } from '#src/schemas/enquiry-list.ts';
import { enquiryView } from '#src/lib/enquiries/inbox-view.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { noteAudit, noteAuditItem } from '#functions/audit/audit.ts';
import { deleteEnquiry, listEnquiries, setEnquiryStatus, toCsv } from '#functions/enquiries/enquiries.ts';
import { errorResponse, parseWith, respond } from '#functions/platform/http.ts';
import { expectedVersion } from '#functions/platform/versions.ts';
import { route } from '#functions/platform/route.ts';
import { readObject, requiredQueryId } from '#functions/platform/requests.ts';
import { attachment, privateJson } from '#functions/platform/responses.ts';
import { parisDay } from '#src/lib/calendar/company-days.ts';

// /api/enquiries: the staff's inbox of contact enquiries: the
// list as JSON or with ?format=csv as a CSV attachment (GET), every one or
// those of a view of the inbox (?q=&show=&relay=&from=&to=&sort=, as the
// admin's URL holds it), a status change (PUT), a deletion (DELETE ?id=). Each
// is in the audit log (a read, an export, an update or a deletion, by enquiry
// id), never with the person's name or address: the log must not become a copy
// of the personal data. A view's entry names the filters it used, not their
// values (a search is often a person's name).

async function list(req: Request): Promise<Response> {
  const { format, ...params } = Object.fromEntries(new URL(req.url).searchParams);
  if (format !== undefined && format !== 'csv' && format !== 'json') return errorResponse(400, message('csv_or_json'));
  const query = parseWith(enquiryListQuerySchema, params);
  const filters = enquiryViewFilters.filter((key) => (query[key] ?? '').trim() !== '');
  if (filters.length > 0) noteAudit({ fields: filters });
  const sorted = enquiryView(await listEnquiries(), query);
  if (format === 'csv') {
    noteAudit({ action: 'export' });
    return attachment(toCsv(sorted), 'text/csv; charset=utf-8', `enquiries-${parisDay(Date.now())}.csv`);
  }
  return privateJson(z.array(enquirySchema), sorted, []);
}

async function updateStatus(req: Request): Promise<Response> {
  const { id, status } = parseWith(enquiryStatusUpdateSchema, await readObject(req));
  noteAuditItem({ collection: 'enquiries', item_id: id, fields: ['status'] });
  return respond(enquirySchema, await setEnquiryStatus(id, status, expectedVersion(req)));
}

async function remove(req: Request): Promise<Response> {
  const id = requiredQueryId(req);
  noteAuditItem({ collection: 'enquiries', item_id: id });
  await deleteEnquiry(id);
  return respond(successSchema, { success: true });
}

export const enquiriesHandler = route(endpoints.enquiries, { GET: list, PUT: updateStatus, DELETE: remove });
