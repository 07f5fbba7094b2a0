import type { AuditAction } from '#src/schemas/audit.ts';
import type { Enquiry } from '#src/schemas/contact.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { enquiryBulkInputSchema, enquiryBulkResultSchema, type EnquiryBulkAction } from '#src/schemas/enquiry-bulk.ts';
import { runBulk, type BulkDone, type BulkRun } from '#functions/content/bulk.ts';
import { deleteEnquiry, markEnquiry } from '#functions/enquiries/enquiries.ts';
import { parseWith, respond } from '#functions/platform/http.ts';
import { readObject } from '#functions/platform/requests.ts';
import { route, type HandlerContext } from '#functions/platform/route.ts';
import { noteAuditItem } from '#functions/audit/audit.ts';

// POST /api/enquiries/bulk: mark many enquiries new or handled, or delete them
// (the inbox's selection), each as its own request would (ADR 0054), for the
// staff allowed to see enquiries (ADR 0044). A mark based on a version
// (`versions`) is refused with 409 when the enquiry changed since. A deletion
// is an erasure, as one from the inbox is (docs/privacy.md): nothing is kept
// to undo it. Each enquiry is in the audit log by its id only, never with the
// person's name or address.

const auditActions: Record<EnquiryBulkAction, AuditAction> = { mark_new: 'update', mark_handled: 'update', delete: 'delete' };
const statusOf = { mark_new: 'new', mark_handled: 'handled' } as const;

async function applyOne(action: EnquiryBulkAction, id: string, expected: string | undefined): Promise<BulkDone<Enquiry>> {
  if (action === 'delete') {
    noteAuditItem({ collection: 'enquiries', item_id: id });
    const removed = await deleteEnquiry(id);
    return { changed: true, record: undefined, title: removed.name };
  }
  noteAuditItem({ collection: 'enquiries', item_id: id, fields: ['status'] });
  const { changed, enquiry } = await markEnquiry(id, statusOf[action], expected);
  return { changed, record: enquiry, title: enquiry.name };
}

async function bulk(req: Request, { session: { username }, ip }: HandlerContext<'enquiries'>): Promise<Response> {
  const input = parseWith(enquiryBulkInputSchema, await readObject(req));
  const run: BulkRun<EnquiryBulkAction, Enquiry> = {
    endpoint: endpoints.enquiriesBulk.name,
    collection: 'enquiries',
    noun: 'enquiries',
    auditActions,
    labelled: false,
    apply: (action, id, expected) => applyOne(action, id, expected),
  };
  const { results, changed, failed } = await runBulk(run, input, username, ip);
  return respond(enquiryBulkResultSchema, {
    action: input.action,
    changed: changed.length,
    failed,
    results: results.map(({ record, ...result }) => (record ? { ...result, enquiry: record } : result)),
  });
}

export const enquiriesBulkHandler = route(endpoints.enquiriesBulk, { POST: bulk });
