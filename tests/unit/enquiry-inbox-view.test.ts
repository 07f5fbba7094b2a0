import { expect, test } from 'vitest';
import { slicePage } from '#admin/lib/paging.ts';
import { inboxQueryOf, withView } from '#admin/features/enquiries/inbox-query.ts';
import { companyDayOf, enquiryView, narrowsList } from '#src/lib/enquiries/inbox-view.ts';
import { enquiryListQuerySchema } from '#src/schemas/enquiry-list.ts';
import { aStoredEnquiry } from '#tests/fixtures/enquiries.ts';

// A view of the enquiries inbox (ADR 0063): the search, the status, whether the
// notification went out and the days received, as the admin applies them to
// the list it read and GET /api/enquiries to its export; and the view a URL
// holds.

const sent = { status: 'sent' as const, attempted_at: '2026-03-01T10:00:00.000Z' };
const failed = { status: 'failed' as const, reason: 'timeout' as const, attempts: 1, next_attempt_at: '2026-03-01T10:05:00.000Z' };

const lavera = aStoredEnquiry({
  name: 'Hélène Dupré',
  company: 'Raffinerie de Lavéra',
  created_at: '2026-03-02T08:00:00.000Z',
  relay: sent,
});
const fos = aStoredEnquiry({
  name: 'Marc Olivier',
  email: 'marc@chimie-fos.example',
  message: 'Notre ligne de CONDITIONNEMENT doit être automatisée.',
  created_at: '2026-03-05T16:00:00.000Z',
  status: 'handled',
  relay: failed,
});
// 23:30 UTC on 9 March is 00:30 on 10 March in Martigues.
const lateEvening = aStoredEnquiry({ name: 'Zoé Martin', created_at: '2026-03-09T23:30:00.000Z', relay: { status: 'pending' } });
const all = [lavera, fos, lateEvening];
const names = (query: Parameters<typeof enquiryView>[1]) => enquiryView(all, query).map((enquiry) => enquiry.name);

test('a search ignores accents and case, in the name, the email, the company and the message', () => {
  expect(names({ q: 'lavera' })).toEqual(['Hélène Dupré']);
  expect(names({ q: 'HELENE dupre' })).toEqual(['Hélène Dupré']);
  expect(names({ q: 'chimie-fos' })).toEqual(['Marc Olivier']);
  expect(names({ q: 'conditionnement automatisee' })).toEqual(['Marc Olivier']);
  expect(names({ q: 'zoe' })).toEqual(['Zoé Martin']);
});

test('a search or filters that match nothing give an empty view, and its page is an empty first page', () => {
  expect(names({ q: 'nobody here' })).toEqual([]);
  expect(names({ show: 'handled', relay: 'sent' })).toEqual([]);
  expect(slicePage(enquiryView(all, { q: 'nobody' }), 3, 25)).toMatchObject({ items: [], page: 1, pages: 1, from: 0, to: 0, total: 0 });
});

test('the status and the notification filter, a pending notification counting as not sent', () => {
  expect(names({ show: 'new' })).toEqual(['Zoé Martin', 'Hélène Dupré']);
  expect(names({ show: 'handled' })).toEqual(['Marc Olivier']);
  expect(names({ relay: 'sent' })).toEqual(['Hélène Dupré']);
  expect(names({ relay: 'unsent' })).toEqual(['Zoé Martin', 'Marc Olivier']);
});

test('a range of days is inclusive and counted in the company’s calendar', () => {
  expect(companyDayOf(lateEvening.created_at)).toBe('2026-03-10');
  expect(names({ from: '2026-03-02', to: '2026-03-05' })).toEqual(['Marc Olivier', 'Hélène Dupré']);
  expect(names({ from: '2026-03-06' })).toEqual(['Zoé Martin']);
  expect(names({ to: '2026-03-09' })).toEqual(['Marc Olivier', 'Hélène Dupré']);
  expect(names({ from: '2026-03-10', to: '2026-03-10' })).toEqual(['Zoé Martin']);
});

test('newest first by default, or oldest first, or by name', () => {
  expect(names({})).toEqual(['Zoé Martin', 'Marc Olivier', 'Hélène Dupré']);
  expect(names({ sort: 'oldest' })).toEqual(['Hélène Dupré', 'Marc Olivier', 'Zoé Martin']);
  expect(names({ sort: 'name' })).toEqual(['Hélène Dupré', 'Marc Olivier', 'Zoé Martin']);
});

test('a page past the end shows the last page of the view', () => {
  const many = Array.from({ length: 60 }, (_, index) =>
    aStoredEnquiry({ name: `Sender ${String(index).padStart(2, '0')}`, company: index % 2 ? 'Lavéra' : 'Fos' }),
  );
  const found = enquiryView(many, { q: 'LAVERA', sort: 'name' });
  expect(found).toHaveLength(30);
  const last = slicePage(found, 9, 25);
  expect(last).toMatchObject({ page: 2, pages: 2, from: 26, to: 30, total: 30 });
  expect(last.items.map((enquiry) => enquiry.name)).toEqual(['Sender 51', 'Sender 53', 'Sender 55', 'Sender 57', 'Sender 59']);
});

test('the URL gives the view the API takes, odd values brought to the nearest view, defaults left out', () => {
  const view = inboxQueryOf(new URLSearchParams('q=+lavera+&show=new&relay=unsent&from=2026-03-01&to=2026-03-31&sort=name&page=2'));
  expect(view).toEqual({ q: 'lavera', show: 'new', relay: 'unsent', from: '2026-03-01', to: '2026-03-31', sort: 'name' });
  expect(enquiryListQuerySchema.safeParse(view).success).toBe(true);
  expect(inboxQueryOf(new URLSearchParams('show=read&relay=maybe&from=yesterday&to=2026-13-45&sort=newest'))).toEqual({});
  expect(narrowsList({ sort: 'oldest' })).toBe(false);
  expect(narrowsList({ relay: 'sent' })).toBe(true);
});

test('another view starts again from its first page, the rest of the URL kept', () => {
  const params = new URLSearchParams('q=fos&show=new&page=3&size=25');
  expect(withView(params, 'relay', 'sent').toString()).toBe('q=fos&show=new&size=25&relay=sent');
  expect(withView(params, 'show', '').toString()).toBe('q=fos&size=25');
  expect(withView(params, 'sort', 'newest').toString()).toBe('q=fos&show=new&size=25');
});
