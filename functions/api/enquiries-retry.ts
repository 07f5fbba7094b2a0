import { enquiryRetryResultSchema, enquiryRetrySchema } from '#src/schemas/contact.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { noteAuditItem } from '#functions/audit/audit.ts';
import { retryAllRelays, retryRelay } from '#functions/enquiries/relay.ts';
import { parseWith, respond } from '#functions/platform/http.ts';
import { route } from '#functions/platform/route.ts';
import { readObject } from '#functions/platform/requests.ts';

// POST /api/enquiries/retry: staff send an enquiry's notification email again
// (`{ id }`), or every one not sent (`{}`), now rather than at the schedule's
// next turn. Recorded in the audit log as a change of the enquiry's relay (by
// id when it is one), never with the person.

async function retry(req: Request): Promise<Response> {
  const { id } = parseWith(enquiryRetrySchema, await readObject(req));
  if (id === undefined) return respond(enquiryRetryResultSchema, await retryAllRelays());
  noteAuditItem({ collection: 'enquiries', item_id: id, fields: ['relay'] });
  return respond(enquiryRetryResultSchema, await retryRelay(id));
}

export const enquiriesRetryHandler = route(endpoints.enquiriesRetry, { POST: retry });
