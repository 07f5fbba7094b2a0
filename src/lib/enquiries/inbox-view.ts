import type { Enquiry } from '#src/schemas/contact.ts';
import { enquiryViewFilters, type EnquiryListQuery, type EnquirySort } from '#src/schemas/enquiry-list.ts';
import { searchMatcher } from '#src/lib/text/search.ts';
import { parisDay } from '#src/lib/calendar/company-days.ts';

// The enquiries a view of the inbox holds, in its order: the admin runs it on
// the list it read to show a page (ADR 0063), GET /api/enquiries on the stored
// list for the export of that view, so both hold the same enquiries.

/** The day an instant falls on in the company's calendar, as YYYY-MM-DD: a day of the range is a day in Martigues, wherever the reader is. */
export const companyDayOf = (iso: string): string => parisDay(Date.parse(iso));

/** What a search looks in: who wrote (name, email, company, phone) and what they wrote. */
const searchText = (enquiry: Enquiry) => [enquiry.name, enquiry.email, enquiry.company, enquiry.phone, enquiry.message].join(' ');

// Made on first use: the first collator loads ICU's collation data (about 6 ms),
// which a function's cold start should pay only when it sorts.
let collator: Intl.Collator | undefined;
const compareText = (a: string, b: string): number =>
  (collator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true })).compare(a, b);

const sorts: Record<EnquirySort, (a: Enquiry, b: Enquiry) => number> = {
  newest: (a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id),
  oldest: (a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id),
  name: (a, b) => compareText(a.name, b.name) || b.created_at.localeCompare(a.created_at),
};

/** Whether a query narrows the list (a search or a filter, not only an order). */
export const narrowsList = (query: EnquiryListQuery): boolean => enquiryViewFilters.some((key) => (query[key] ?? '').trim() !== '');

/** The enquiries `query` holds, in its order (newest first by default). */
export function enquiryView(enquiries: readonly Enquiry[], query: EnquiryListQuery): Enquiry[] {
  const matches = searchMatcher(query.q ?? '');
  const { show, relay, from, to } = query;
  const found = enquiries.filter((enquiry) => {
    if (show && enquiry.status !== show) return false;
    if (relay && (enquiry.relay.status === 'sent') !== (relay === 'sent')) return false;
    if (from || to) {
      const day = companyDayOf(enquiry.created_at);
      if ((from && day < from) || (to && day > to)) return false;
    }
    return matches(searchText(enquiry));
  });
  return found.sort(sorts[query.sort ?? 'newest']);
}
