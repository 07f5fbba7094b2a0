import { afterEach, expect, test, vi } from 'vitest';
import type { Locale } from '#src/i18n/locales.ts';
import type { Revision } from '#src/schemas/history.ts';
import type { PageDetail } from '#src/schemas/pages.ts';
import { frameMarks } from '#src/site/frame-marks.ts';
import { historyHandler } from '#functions/api/history.ts';
import { pagesScheduleHandler } from '#functions/api/pages-schedule.ts';
import { readAudit } from '#functions/audit/audit.ts';
import { publishDuePages } from '#functions/pages/schedule.ts';
import { getRequest, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { send } from '#tests/fixtures/content-api.ts';
import { siteVisitor, testFrames, usePageStaff } from '#tests/fixtures/site-pages.ts';

// A page scheduled for an instant goes live at that instant (ADR 0085): the
// first read at or after it publishes the draft through the schedule's path,
// once however many read at once, and every answer built before it (the page,
// the pages that name it, the sitemap) is kept by the CDN no longer than that.
// No scheduled run takes part: the clock is the test's.

useBlobsStore();
const staff = usePageStaff();

/** A page with a footer naming a service, as Footer.astro builds it. */
const frame = (lang: Locale) =>
  `<!doctype html><html lang="${lang}"><head>${frameMarks.head}</head><body>` +
  `<a class="language-switch" href="/x" hreflang="x" lang="x" data-language-switch>Switch</a>` +
  `<ol><li aria-current="page">${frameMarks.crumb}</li></ol><p class="eyebrow">${frameMarks.eyebrow}</p>` +
  `<h1 id="page-title">${frameMarks.title}</h1><p class="page-hero__lead">${frameMarks.lead}</p>` +
  `<svg role="img" aria-label="${frameMarks.artAlt}"></svg>${frameMarks.hero}<main>${frameMarks.main}</main>` +
  `<footer><a href="/services/computing" data-nav="services/computing">Computing</a></footer></body></html>`;
const visit = siteVisitor(testFrames((_, lang) => frame(lang)));

afterEach(() => {
  vi.useRealTimers();
});

/** Seconds the CDN may keep an answer, from its Netlify-CDN-Cache-Control. */
const cdnSeconds = (response: Response) => Number(/s-maxage=(\d+)/.exec(response.headers.get('netlify-cdn-cache-control') ?? '')?.[1]);

/** Saves a draft of the service page with a new title and lead, and schedules it for `at`. */
async function scheduleTitle(id: string, title: string, at: string): Promise<void> {
  const saved = await staff.saveDraft(id, (draft) => {
    const version = draft as { en: { title: string; lead: string } };
    version.en.title = title;
    version.en.lead = `${title}, the lead`;
    return version;
  });
  const scheduled = await send<PageDetail>(
    pagesScheduleHandler,
    jsonRequest(`/api/pages/schedule?id=${id}`, 'PUT', { publish_at: at }, staff.admin(), { 'If-Match': `"${saved.updated_at ?? ''}"` }),
  );
  expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
}

const publishes = async (id: string) =>
  (await send<Revision[]>(historyHandler, getRequest(`/api/admin/history?collection=pages&id=${id}`, staff.admin()))).body.filter(
    (version) => version.action === 'publish',
  );
const notes = async (id: string) =>
  (await readAudit({})).filter((entry) => entry.action === 'published_on_schedule' && entry.item_label === id);

test('setting, moving or cancelling a schedule purges the page and the pages naming it, which the CDN took to keep a year', async () => {
  const before = await visit('/services/training');
  expect(cdnSeconds(before.response)).toBe(31_536_000);
  const purged = staff.watchPurges();
  const at = new Date(Date.now() + 10 * 60_000).toISOString();
  await scheduleTitle('services/training', 'Training, scheduled', at);
  const cancelled = await send<PageDetail>(
    pagesScheduleHandler,
    jsonRequest('/api/pages/schedule?id=services/training', 'PUT', { publish_at: null }, staff.admin()),
  );
  expect(cancelled.status).toBe(200);
  expect(purged()).toEqual([
    ['page-services_training', 'navigation'],
    ['page-services_training', 'navigation'],
  ]);
});

test('a page scheduled for T is served as published before T, kept no longer than T, and new at T with no scheduled run', async () => {
  const start = Math.ceil(Date.now() / 1000) * 1000 + 1000;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(start);
  const at = start + 10 * 60_000;
  await scheduleTitle('services/computing', 'Computing, scheduled', new Date(at).toISOString());

  vi.setSystemTime(at - 61_000);
  const before = await visit('/services/computing');
  expect(before.html).toContain('<p class="page-hero__lead">We connect controllers to historians');
  expect(before.html).not.toContain('Computing, scheduled');
  // The page, a page naming it and the sitemap listing it: none outlives T in the CDN.
  expect(cdnSeconds(before.response)).toBe(61);
  expect(before.response.headers.get('netlify-cdn-cache-control')).not.toContain('stale-while-revalidate');
  const naming = await visit('/about');
  expect(naming.html).toContain('data-nav="services/computing">Computing</a>');
  expect(cdnSeconds(naming.response)).toBe(61);
  expect(cdnSeconds((await visit('/sitemap-pages.xml')).response)).toBe(61);

  vi.setSystemTime(at);
  const purged = staff.watchPurges();
  const after = await visit('/services/computing');
  expect(after.html).toContain('<p class="page-hero__lead">Computing, scheduled, the lead</p>');
  // Nothing else scheduled: the year-long lifetime and the purge on write again.
  expect(cdnSeconds(after.response)).toBe(31_536_000);
  expect((await visit('/about')).html).toContain('data-nav="services/computing">Computing, scheduled</a>');
  expect(purged()).toEqual([['page-services_computing', 'navigation']]);

  // Published once, dated by its schedule, in the name of who scheduled it; the backstop finds nothing left.
  const [published] = await publishes('services/computing');
  expect(published?.record).toMatchObject({ published_at: new Date(at).toISOString(), published_by: 'admin' });
  expect(await notes('services/computing')).toMatchObject([{ user: 'system:schedule', outcome: 'success' }]);
  expect(await publishDuePages(at + 5 * 60_000)).toEqual({ published: 0, refused: 0 });
});

test('readers at once after T publish once: one history version, one audit entry, one purge', async () => {
  const id = 'sectors/pharmaceutical';
  const start = Math.ceil(Date.now() / 1000) * 1000 + 1000;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(start);
  const at = start + 60_000;
  await scheduleTitle(id, 'Pharmaceutical, at its minute', new Date(at).toISOString());
  const versionsBefore = (await publishes(id)).length;

  vi.setSystemTime(at + 1000);
  const purged = staff.watchPurges();
  // Visitors of the page, of the French twin, of the sitemap and of a page naming it, and the scheduled run, all at once.
  const answers = await Promise.all([
    visit(`/${id}`),
    visit(`/${id}`),
    visit(`/fr/${id}`),
    visit(`/${id}`),
    visit('/sitemap-pages.xml'),
    visit('/about'),
    publishDuePages(),
  ]);
  for (const answer of answers.slice(0, 6)) {
    if (!('html' in answer)) throw new Error('a visit');
    expect(answer.response.status).toBe(200);
  }
  for (const answer of [answers[0], answers[1], answers[3]]) expect(answer.html).toContain('Pharmaceutical, at its minute, the lead');
  expect((await publishes(id)).length).toBe(versionsBefore + 1);
  expect(await notes(id)).toHaveLength(1);
  expect(purged()).toEqual([['page-sectors_pharmaceutical', 'navigation']]);
});

test('a person’s save after T finds the scheduled draft published first, so the draft that goes live is the one at T', async () => {
  const id = 'services/training';
  const start = Math.ceil(Date.now() / 1000) * 1000 + 1000;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(start);
  const at = start + 60_000;
  await scheduleTitle(id, 'Training, as scheduled', new Date(at).toISOString());

  vi.setSystemTime(at + 30_000);
  // Nobody read the page since T; an editor opens and changes the draft.
  const edited = await staff.saveDraft(id, (draft) => {
    const version = draft as { en: { title: string } };
    version.en.title = 'Training, edited after its date';
    return version;
  });
  expect(edited.publish_at).toBeUndefined();
  expect(edited.published.en).toMatchObject({ title: 'Training, as scheduled' });
  expect(edited.published_at).toBe(new Date(at).toISOString());
  expect((await visit(`/${id}`)).html).toContain('<p class="page-hero__lead">Training, as scheduled, the lead</p>');
});

test('a draft that lost a required field by T is refused once however many read at once, and the page stays as published', async () => {
  const id = 'sectors/agro-food';
  const start = Math.ceil(Date.now() / 1000) * 1000 + 1000;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(start);
  const at = start + 60_000;
  await scheduleTitle(id, 'Agro-food, never shown', new Date(at).toISOString());
  await staff.saveDraft(id, (draft) => {
    const version = draft as { en: { headline: string } };
    version.en.headline = '';
    return version;
  });

  vi.setSystemTime(at);
  const answers = await Promise.all([visit(`/${id}`), visit(`/${id}`), visit(`/fr/${id}`), publishDuePages()]);
  for (const answer of [answers[0], answers[1]]) {
    expect(answer.response.status).toBe(200);
    expect(answer.html).not.toContain('Agro-food, never shown');
    expect(cdnSeconds(answer.response)).toBe(31_536_000);
  }
  expect(await notes(id)).toMatchObject([{ outcome: 'failure', error_code: 'page_incomplete' }]);
  expect(await publishes(id)).toHaveLength(0);
});
