import * as z from '#src/schemas/zod-mini.ts';
import { zodMessage } from '#src/schemas/coded-issues.ts';
import { enquiryStatuses } from '#src/schemas/contact.ts';

// A view of the enquiries inbox: a search, a status, whether the notification
// was sent, a range of days and an order. The admin keeps it in its URL and
// applies it to the list it read (ADR 0063); GET /api/enquiries takes the same
// parameters, so the CSV export of a view holds what the screen shows. Every
// parameter is a string, as a URL gives it.

/** sent: the notification email went out; unsent: it did not yet (failed, given up or being sent). */
export const enquiryRelayFilters = ['sent', 'unsent'] as const;

export const enquirySorts = ['newest', 'oldest', 'name'] as const;
export type EnquirySort = (typeof enquirySorts)[number];

const MAX_QUERY_LENGTH = 200;
const day = z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, zodMessage('day_format'))));

export const enquiryListQuerySchema = z.object({
  /** Words searched in the name, email, company, phone and message, accents and case aside (src/lib/text/search.ts). */
  q: z.optional(z.string().check(z.maxLength(MAX_QUERY_LENGTH, zodMessage('too_long', { field: 'list_query' })))),
  /** The status: new or handled. */
  show: z.optional(z.enum(enquiryStatuses, { error: zodMessage('one_of', { field: 'list_status', values: enquiryStatuses.join(', ') }) })),
  relay: z.optional(
    z.enum(enquiryRelayFilters, { error: zodMessage('one_of', { field: 'list_relay', values: enquiryRelayFilters.join(', ') }) }),
  ),
  /** The first and last day received, inclusive, as the company's calendar counts them (Europe/Paris). */
  from: day,
  to: day,
  sort: z.optional(z.enum(enquirySorts, { error: zodMessage('one_of', { field: 'list_sort', values: enquirySorts.join(', ') }) })),
});
export type EnquiryListQuery = z.infer<typeof enquiryListQuerySchema>;

/** The parameters that narrow the list (the sort only orders it). */
export const enquiryViewFilters = ['q', 'show', 'relay', 'from', 'to'] as const;
