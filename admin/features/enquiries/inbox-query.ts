import { enquiryStatuses } from '#src/schemas/contact.ts';
import { enquiryRelayFilters, enquirySorts, type EnquiryListQuery } from '#src/schemas/enquiry-list.ts';

// The view of the inbox a URL holds (?q=&show=&relay=&from=&to=&sort=, and the
// page: admin/lib/paging.ts), as GET /api/enquiries takes it (ADR 0063): only
// the values the API takes, defaults left out, so an odd URL (show=x, a day
// that is none) shows the nearest view instead of an error, and the export of
// the view asks for exactly what the screen shows.

const MAX_TEXT = 200;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);
const dayOf = (value: string | null) => (value !== null && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined);

export function inboxQueryOf(params: URLSearchParams): EnquiryListQuery {
  const query: EnquiryListQuery = {};
  const q = (params.get('q') ?? '').trim().slice(0, MAX_TEXT);
  if (q) query.q = q;
  const show = params.get('show');
  if (oneOf(enquiryStatuses, show)) query.show = show;
  const relay = params.get('relay');
  if (oneOf(enquiryRelayFilters, relay)) query.relay = relay;
  const from = dayOf(params.get('from'));
  if (from) query.from = from;
  const to = dayOf(params.get('to'));
  if (to) query.to = to;
  const sort = params.get('sort');
  if (oneOf(enquirySorts, sort) && sort !== 'newest') query.sort = sort;
  return query;
}

/** The URL of the view after one parameter changed: another view starts again from its first page. */
export function withView(params: URLSearchParams, key: keyof EnquiryListQuery, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  if (value === '' || (key === 'sort' && value === 'newest')) next.delete(key);
  else next.set(key, value);
  return next;
}
