import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, expect, test, vi } from 'vitest';
import type { AudienceReport } from '#src/schemas/audience.ts';
import { adminAudienceHandler } from '#functions/api/admin-audience.ts';
import { hitHandler } from '#functions/api/hit.ts';
import { sendEmailHandler } from '#functions/api/send-email.ts';
import { applicationsHandler } from '#functions/api/applications.ts';
import { tinyPdf } from '#functions/seed/tiny-pdf.ts';
import { rollUp } from '#functions/audience/roll-up.ts';
import { parisDay } from '#src/lib/calendar/company-days.ts';
import { putText } from '#functions/platform/store.ts';
import { adminToken, BASE, freshIp, getRequest, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { grant, staffMember } from '#tests/fixtures/staff.ts';

// Audience measurement (ADR 0073) against the real file-backed store: views
// counted exactly under concurrency, objections and robots not counted, the
// store searched for anything that could identify a visitor, retention with
// a controlled clock, and an enquiry counted for the page that led to it.

const store = useBlobsStore();

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
let pathCounter = 0;
const uniquePath = (base: string) => `${base}-${process.pid}-${++pathCounter}`;

function beacon(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`${BASE}/api/hit`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER, ...headers },
    body: JSON.stringify(body),
  });
}

const view = (pagePath: string, extra: Record<string, string | number> = {}) => ({ path: pagePath, width: 1280, referrer: '', ...extra });

async function report(token: string, query = ''): Promise<AudienceReport> {
  const response = await adminAudienceHandler(getRequest(`/api/admin/audience${query}`, token));
  expect(response.status).toBe(200);
  return (await response.json()) as AudienceReport;
}

/** An enquiry sent from the contact form, with these fields over a valid one. */
const sendEnquiry = (fields: Record<string, string>) =>
  sendEmailHandler(
    jsonRequest('/api/send-email', 'POST', {
      name: 'Ada Lovelace',
      message: 'We would like a quote for a PLC migration.',
      _elapsed: 10_000,
      ...fields,
    }),
    { ip: freshIp() },
  );

const countOf = (ranked: AudienceReport['paths'], key: string) => ranked.find((entry) => entry.key === key)?.count ?? 0;

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

test('50 concurrent views of one page are all counted, before and after the roll-up', async () => {
  const token = await adminToken();
  const page = uniquePath('/services/engineering');
  const answers = await Promise.all(Array.from({ length: 50 }, () => hitHandler(beacon(view(page)), { ip: freshIp() })));
  expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 50 }, () => 204));
  expect(countOf((await report(token)).paths, page)).toBe(50);
  await rollUp(Date.now() + 2 * 60 * 1000);
  const after = await report(token);
  expect(countOf(after.paths, page)).toBe(50);
  // Folding twice counts nothing twice.
  await rollUp(Date.now() + 3 * 60 * 1000);
  expect(countOf((await report(token)).paths, page)).toBe(50);
});

test('a view is counted by path, referring domain, language and device, on its Paris day', async () => {
  const token = await adminToken();
  const page = uniquePath('/fr/about');
  const before = await report(token);
  const response = await hitHandler(beacon(view(page, { referrer: 'https://www.qwant.com/?q=automation+martigues', width: 390 })), {
    ip: freshIp(),
  });
  expect(response.status).toBe(204);
  const after = await report(token);
  expect(countOf(after.paths, page)).toBe(1);
  expect(countOf(after.referrers, 'www.qwant.com') - countOf(before.referrers, 'www.qwant.com')).toBe(1);
  expect(countOf(after.languages, 'fr') - countOf(before.languages, 'fr')).toBe(1);
  expect(countOf(after.devices, 'mobile') - countOf(before.devices, 'mobile')).toBe(1);
  expect(after.days.at(-1)).toEqual({ date: parisDay(Date.now()), views: expect.any(Number) as unknown });
  expect(after.views - before.views).toBe(1);
});

test("each project's views per day, both languages together, for the projects list's sparklines", async () => {
  const token = await adminToken();
  const slug = uniquePath('plant').slice(1);
  await hitHandler(beacon(view(`/projects-enhanced/${slug}`)), { ip: freshIp() });
  await hitHandler(beacon(view(`/fr/projects-enhanced/${slug}`)), { ip: freshIp() });
  const week = await report(token, `?from=${parisDay(Date.now() - 6 * 86_400_000)}&to=${parisDay(Date.now())}`);
  expect(week.project_days[slug]).toEqual([0, 0, 0, 0, 0, 0, 2]);
});

test("a view's language is its path's, its device its width's class, and a referrer that is this site counts as direct", async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.parse('2025-09-01T08:00:00Z'));
  const token = await adminToken();
  await hitHandler(beacon(view('/fr/sectors/energy', { referrer: 'http://localhost/about', language: 'en' })), { ip: freshIp() });
  await hitHandler(beacon(view('/fr', { width: 800 })), { ip: freshIp() });
  await hitHandler(beacon(view('/france-terminal', { referrer: 'https://www.ecosia.org/' })), { ip: freshIp() });
  const day = await report(token, '?from=2025-09-01&to=2025-09-01');
  expect(day.languages).toEqual([
    { key: 'fr', count: 2 },
    { key: 'en', count: 1 },
  ]);
  expect(day.referrers).toEqual([
    { key: '(direct)', count: 2 },
    { key: 'www.ecosia.org', count: 1 },
  ]);
  // The width sent is kept only as a class: 768 to 1199 px a tablet.
  expect(day.devices).toEqual([
    { key: 'desktop', count: 2 },
    { key: 'tablet', count: 1 },
  ]);
});

test('a path is counted without its trailing slash; previews of drafts are not counted', async () => {
  const token = await adminToken();
  const page = uniquePath('/services');
  await hitHandler(beacon(view(`${page}/`)), { ip: freshIp() });
  await hitHandler(beacon(view(page)), { ip: freshIp() });
  const preview = await hitHandler(beacon(view(`/preview/pages/about${page}`)), { ip: freshIp() });
  expect(preview.status).toBe(204);
  const after = await report(token);
  expect(countOf(after.paths, page)).toBe(2);
  expect(after.paths.some((entry) => entry.key.includes('/preview/'))).toBe(false);
});

test('GPC, DNT, prefetches, prerenders, robots and other sites are answered 204 and not counted', async () => {
  const token = await adminToken();
  const page = uniquePath('/about');
  const refused: Record<string, string>[] = [
    { 'sec-gpc': '1' },
    { dnt: '1' },
    { 'sec-purpose': 'prefetch' },
    { 'sec-purpose': 'prefetch;prerender' },
    { purpose: 'prefetch' },
    { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36' },
    { 'user-agent': 'curl/8.5.0' },
    { 'user-agent': '' },
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site' },
  ];
  for (const headers of refused) {
    const response = await hitHandler(beacon(view(page), headers), { ip: freshIp() });
    expect(response.status, JSON.stringify(headers)).toBe(204);
  }
  expect(countOf((await report(token)).paths, page)).toBe(0);
  await hitHandler(beacon(view(page), { 'sec-gpc': '0', dnt: '0', 'sec-fetch-site': 'same-origin' }), { ip: freshIp() });
  expect(countOf((await report(token)).paths, page)).toBe(1);
});

test('a malformed view is refused with 400 { error }, and counts nothing', async () => {
  for (const body of [
    {},
    view('no-slash'),
    view('//evil.example/x'),
    view('/with?query=1'),
    view(`/${'x'.repeat(300)}`),
    view('/ok', { width: 'wide' }),
    view('/ok', { width: -1 }),
    view('/ok', { referrer: 'x'.repeat(900) }),
  ]) {
    const response = await hitHandler(beacon(body), { ip: freshIp() });
    expect(response.status, JSON.stringify(body)).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.any(String) as unknown });
  }
  const huge = await hitHandler(beacon({ ...view('/ok'), padding: 'x'.repeat(2000) }), { ip: freshIp() });
  expect(huge.status).toBe(413);
});

test('one address is limited to 60 views a minute, and the store never holds it', async () => {
  const ip = '203.0.113.77';
  const page = uniquePath('/projects');
  const statuses: number[] = [];
  for (let index = 0; index < 62; index++) statuses.push((await hitHandler(beacon(view(page)), { ip })).status);
  expect(statuses.slice(0, 60).every((status) => status === 204)).toBe(true);
  expect(statuses.slice(60)).toEqual([429, 429]);
  const texts = await Promise.all((await filesUnder(store.current().directory)).map((file) => readFile(file, 'utf8')));
  const names = (await filesUnder(store.current().directory)).join('\n');
  for (const secret of [ip, BROWSER, 'Mozilla', 'Chrome/131', 'automation+martigues']) {
    expect(names).not.toContain(secret);
    for (const text of texts) expect(text).not.toContain(secret);
  }
});

test('attack: one IPv6 line is limited as one address, however many of its /64 it uses', async () => {
  const page = uniquePath('/projects');
  const statuses: number[] = [];
  for (let index = 0; index < 61; index++)
    statuses.push((await hitHandler(beacon(view(page)), { ip: `2001:db8:1:2::${(index + 1).toString(16)}` })).status);
  expect(statuses.slice(0, 60).every((status) => status === 204)).toBe(true);
  expect(statuses[60]).toBe(429);
  expect((await hitHandler(beacon(view(page)), { ip: '2001:db8:1:2:abcd::9' })).status).toBe(429);
  expect((await hitHandler(beacon(view(page)), { ip: '2001:db8:1:3::1' })).status).toBe(204);
});

test('attack: a flood of made-up paths cannot grow a day past 1,000 paths; the rest count as (other)', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  const then = Date.parse('2025-06-01T08:00:00Z');
  vi.setSystemTime(then);
  const sent = Array.from({ length: 1010 }, (_, index) => `/made-up-${index}`);
  for (let start = 0; start < sent.length; start += 50) {
    await Promise.all(sent.slice(start, start + 50).map((made) => hitHandler(beacon(view(made)), { ip: freshIp() })));
  }
  await rollUp(then + 60 * 60 * 1000);
  const token = await adminToken();
  const day = await report(token, '?from=2025-06-01&to=2025-06-01');
  expect(day.views).toBe(1010);
  expect(day.paths).toHaveLength(1001);
  expect(countOf(day.paths, '(other)')).toBe(10);
});

test('attack: a path, a referring site or an enquiry named like an Object property is counted as any other and breaks nothing', async () => {
  const token = await adminToken();
  const before = await report(token);
  const hits = await Promise.all([
    hitHandler(beacon(view('/projects-enhanced/constructor', { referrer: 'http://constructor/' })), { ip: freshIp() }),
    hitHandler(beacon(view('/projects-enhanced/__proto__', { referrer: 'http://__proto__/' })), { ip: freshIp() }),
  ]);
  expect(hits.map((hit) => hit.status)).toEqual([204, 204]);
  const sent = await sendEnquiry({
    email: `ada.${pathCounter}.proto@example.test`,
    source_path: '/projects-enhanced/constructor',
    source_referrer: 'constructor',
  });
  expect(sent.status).toBe(200);
  const added = (now: AudienceReport, ranked: (of: AudienceReport) => AudienceReport['paths'], key: string) =>
    countOf(ranked(now), key) - countOf(ranked(before), key);
  for (const folded of [false, true]) {
    if (folded) await rollUp(Date.now() + 2 * 60 * 1000);
    const after = await report(token);
    expect(
      added(after, (of) => of.paths, '/projects-enhanced/constructor'),
      `folded: ${String(folded)}`,
    ).toBe(1);
    expect(added(after, (of) => of.referrers, 'constructor')).toBe(1);
    expect(added(after, (of) => of.enquiries.by_referrer, 'constructor')).toBe(1);
    const line = new Map(Object.entries(after.project_days)).get('constructor');
    expect(line?.reduce((sum, views) => sum + views, 0)).toBe(1);
    for (const ranked of [after.paths, after.referrers, after.enquiries.by_referrer]) {
      for (const { count } of ranked) expect(typeof count).toBe('number');
    }
    // Nothing was written into Object.prototype: an empty object and an empty array still have no keys.
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect([...Object.keys({}), ...Object.keys([])]).toEqual([]);
    for (const key in {}) expect.unreachable(`Object.prototype has "${key}"`);
  }
});

test('the stored views and days hold the four fields and nothing that links two views', async () => {
  const page = uniquePath('/sectors/energy');
  await hitHandler(beacon(view(page, { referrer: 'https://www.linkedin.com/feed/?trk=someone' })), { ip: freshIp() });
  const files = (await filesUnder(store.current().directory)).filter((file) => file.includes(`${path.sep}audience${path.sep}`));
  const views = files.filter((file) => file.includes(`${path.sep}views${path.sep}`));
  expect(views.length).toBeGreaterThan(0);
  for (const file of views) {
    // Of the referring address, the host only.
    expect(await readFile(file, 'utf8')).not.toMatch(/trk=someone|\/feed/);
    const stored = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    expect(Object.keys(stored).sort()).toEqual(expect.arrayContaining(['device', 'language', 'path']));
    expect(Object.keys(stored).every((key) => ['device', 'language', 'path', 'referrer'].includes(key))).toBe(true);
  }
  await rollUp(Date.now() + 2 * 60 * 1000);
  for (const file of (await filesUnder(store.current().directory)).filter((name) => name.includes(`${path.sep}days${path.sep}`))) {
    const day = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    expect(Object.keys(day).sort()).toEqual(['date', 'devices', 'folded_until', 'languages', 'paths', 'referrers', 'views']);
  }
});

test('views are folded within the hour and days are purged after 25 months, with a controlled clock', async () => {
  const token = await adminToken();
  vi.useFakeTimers({ toFake: ['Date'] });
  const then = Date.parse('2024-03-10T10:00:00Z');
  vi.setSystemTime(then);
  const page = uniquePath('/terms-of-service');
  await hitHandler(beacon(view(page)), { ip: freshIp() });
  await hitHandler(beacon(view(page)), { ip: freshIp() });
  // A view younger than a minute waits for the next run.
  expect((await rollUp(then + 10 * 1000)).folded).toBe(0);
  await rollUp(then + 60 * 60 * 1000);
  const files = async () =>
    (await filesUnder(store.current().directory)).filter((file) => file.includes(`audience${path.sep}views${path.sep}2024-03-10`));
  expect(await files()).toEqual([]);
  expect(countOf((await report(token, '?from=2024-03-10&to=2024-03-10')).paths, page)).toBe(2);
  // 25 months later to the day, the day is still kept; the next day it is gone.
  await rollUp(Date.parse('2026-04-10T10:00:00Z'));
  expect(countOf((await report(token, '?from=2024-03-10&to=2024-03-10')).paths, page)).toBe(2);
  await rollUp(Date.parse('2026-04-11T10:00:00Z'));
  expect((await report(token, '?from=2024-03-10&to=2024-03-10')).views).toBe(0);
});

test('a view is never kept on its own more than a day, even when its day cannot be folded', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  const then = Date.parse('2025-01-15T12:00:00Z');
  vi.setSystemTime(then);
  await hitHandler(beacon(view(uniquePath('/about'))), { ip: freshIp() });
  await putText('audience/days/2025-01-15', 'not json');
  const views = async () => (await filesUnder(store.current().directory)).filter((file) => file.includes(`views${path.sep}2025-01-15`));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(await rollUp(then + 60 * 60 * 1000)).toMatchObject({ folded: 0, expired_views: 0 });
  expect(await views()).toHaveLength(1);
  expect(await rollUp(then + 25 * 60 * 60 * 1000)).toMatchObject({ expired_views: 1 });
  expect(await views()).toEqual([]);
});

test('an enquiry is counted for the page that led to it and its referring site', async () => {
  const token = await adminToken();
  const source = uniquePath('/services/training');
  const before = await report(token);
  const sent = await sendEnquiry({ email: `ada.${pathCounter}@example.test`, source_path: source, source_referrer: 'www.bing.com' });
  expect(sent.status).toBe(200);
  const after = await report(token);
  expect(after.enquiries.total - before.enquiries.total).toBe(1);
  expect(countOf(after.enquiries.by_source, source)).toBe(1);
  expect(countOf(after.enquiries.by_referrer, 'www.bing.com') - countOf(before.enquiries.by_referrer, 'www.bing.com')).toBe(1);
  const bad = await sendEnquiry({ email: 'ada.bad@example.test', source_path: 'https://evil.example/' });
  expect(bad.status).toBe(400);
});

test('a job application is counted for the page it was sent from', async () => {
  const token = await adminToken();
  const source = uniquePath('/careers');
  const before = await report(token);
  const form = new FormData();
  const fields = {
    name: 'Camille Durand',
    email: `camille.${pathCounter}@example.test`,
    message: 'Five years commissioning PLCs on chemical sites; I would like to join your team.',
    consent: 'true',
    language: 'en',
    source_path: source,
    _elapsed: '8000',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('cv', new File([tinyPdf('Curriculum vitae') as Uint8Array<ArrayBuffer>], 'cv.pdf', { type: 'application/pdf' }));
  const sent = await applicationsHandler(new Request(`${BASE}/api/applications`, { method: 'POST', body: form }), { ip: freshIp() });
  expect(sent.status).toBe(201);
  const after = await report(token);
  expect(after.applications.total - before.applications.total).toBe(1);
  expect(countOf(after.applications.by_source, source)).toBe(1);
});

test('the audience is for administrators and the editors granted it', async () => {
  const admin = await adminToken();
  const editor = await staffMember(admin, 'editor');
  expect((await adminAudienceHandler(getRequest('/api/admin/audience'))).status).toBe(401);
  const refused = await adminAudienceHandler(getRequest('/api/admin/audience', editor.token));
  expect(refused.status).toBe(403);
  expect(await refused.json()).toMatchObject({ code: 'audience_not_allowed' });
  await grant(admin, editor.username, ['audience']);
  expect((await adminAudienceHandler(getRequest('/api/admin/audience', editor.token))).status).toBe(200);
});

test('a period is checked: days of the calendar as YYYY-MM-DD, from before to, at most 800 days', async () => {
  const token = await adminToken();
  for (const query of [
    '?from=2026-1-1',
    '?from=2026-02-02&to=2026-02-01',
    '?from=2020-01-01&to=2026-01-01',
    '?from=2026-02-30&to=2026-03-04',
    '?from=2026-13-01',
  ]) {
    const response = await adminAudienceHandler(getRequest(`/api/admin/audience${query}`, token));
    expect(response.status, query).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.any(String) as unknown });
  }
  const week = await report(token, '?from=2026-02-01&to=2026-02-07');
  expect(week.days.map((day) => day.date)).toEqual([
    '2026-02-01',
    '2026-02-02',
    '2026-02-03',
    '2026-02-04',
    '2026-02-05',
    '2026-02-06',
    '2026-02-07',
  ]);
  expect(await adminAudienceHandler(new Request(`${BASE}/api/admin/audience`, { method: 'POST' }))).toHaveProperty('status', 405);
});

test('attack: a period at the ends of the calendar is answered, never counted day by day without end', async () => {
  const token = await adminToken();
  // The day after 9999-12-31 is written +010000-01-01, which sorts before it as text.
  const last = await report(token, '?to=9999-12-31');
  expect(last.days).toHaveLength(30);
  expect(last.days.at(-1)?.date).toBe('9999-12-31');
  expect((await report(token, '?from=9999-12-31&to=9999-12-31')).days.map((day) => day.date)).toEqual(['9999-12-31']);
  // A period from the first year is refused from its length, before any day of it is listed.
  const first = await adminAudienceHandler(getRequest('/api/admin/audience?from=0001-01-01&to=9999-12-31', token));
  expect(first.status).toBe(400);
});
