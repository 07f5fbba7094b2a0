import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import { portfolioHandler } from '#functions/api/portfolio.ts';
import type { Shells } from '#functions/portfolio/shells.ts';
import { adminToken, getRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { anEnhancedProject } from '#tests/fixtures/builders.ts';
import { api, created, send } from '#tests/fixtures/content-api.ts';
import { listShells } from '#tests/fixtures/portfolio-shells.ts';

// Scheduled publishing (ADR 0034): a project with a publish date
// appears at that minute and one with an unpublish date goes at that minute,
// in the API, on its page and in the sitemap, with nobody online; what the CDN
// keeps is kept no longer than the next such date. The clock is the test's
// own (only Date is faked: the store's network and timers run for real).

useBlobsStore();
const projects = api('projectsEnhanced');
let token: string;

beforeAll(async () => {
  token = await adminToken();
});

afterEach(() => {
  vi.useRealTimers();
});

const MINUTE = 60_000;

/** Bare page shells: what matters here is which projects the function finds, not the built HTML around them. */
const language = {
  project: '<main>project</main>',
  ...listShells('<main>', '</main>'),
  notFound: '<h1>Not found</h1>',
};
const shells: Shells = { origin: 'https://www.example.test', en: language, fr: language };
const pages = portfolioHandler(() => Promise.resolve(shells));

const publicList = async () => (await send<ProjectEnhanced[]>(projects.handler, getRequest('/api/projects-enhanced'))).body;
const isListed = async (id: string) => (await publicList()).some((project) => project.id === id);
const cdnSeconds = (headers: Headers) => Number(/s-maxage=(\d+)/.exec(headers.get('netlify-cdn-cache-control') ?? '')?.[1]);

function freezeClockAt(time: number): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(time);
}

test('with no date to come, public answers are kept by the CDN until the next save, as before', async () => {
  // First in this file: nothing is scheduled yet, and a date already past schedules nothing.
  const past = new Date(Date.now() - MINUTE).toISOString();
  const project = await created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject({ publish_at: past }), token);
  const answer = await send<ProjectEnhanced[]>(projects.handler, getRequest('/api/projects-enhanced'));
  expect(answer.body.some((item) => item.id === project.id)).toBe(true);
  expect(answer.headers.get('netlify-cdn-cache-control')).toBe('public, durable, s-maxage=31536000, stale-while-revalidate=60');
});

test('a project scheduled 2 minutes ahead appears on time in the list, by id, on its page and in the sitemap', async () => {
  const start = Date.now();
  freezeClockAt(start);
  const publishAt = new Date(start + 2 * MINUTE).toISOString();
  const project = await created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject({ publish_at: publishAt }), token);
  expect(project).toMatchObject({ is_published: true, publish_at: publishAt, unpublish_at: null });

  const before = await send(projects.handler, getRequest('/api/projects-enhanced'));
  expect((before.body as ProjectEnhanced[]).some((item) => item.id === project.id)).toBe(false);
  // The CDN keeps this answer until the publish date, not a second more, and with no stale grace.
  expect(cdnSeconds(before.headers)).toBeLessThanOrEqual(120);
  expect(before.headers.get('netlify-cdn-cache-control')).not.toContain('stale-while-revalidate');
  expect((await send(projects.handler, getRequest(`/api/projects-enhanced?id=${project.id}`))).status).toBe(404);
  const hiddenPage = await pages(new Request(`http://localhost/projects-enhanced/${project.slug}`));
  expect(hiddenPage.status).toBe(404);
  expect(cdnSeconds(hiddenPage.headers)).toBeLessThanOrEqual(120);
  expect(await (await pages(new Request('http://localhost/sitemap-portfolio.xml'))).text()).not.toContain(project.slug);
  // The admin sees it, with its date.
  expect((await projects.list(token)).body).toEqual(
    expect.arrayContaining([expect.objectContaining({ id: project.id, publish_at: publishAt })]),
  );

  vi.setSystemTime(start + 2 * MINUTE - 1000);
  expect(await isListed(project.id)).toBe(false);
  vi.setSystemTime(start + 2 * MINUTE);
  expect(await isListed(project.id)).toBe(true);
  expect((await send(projects.handler, getRequest(`/api/projects-enhanced?id=${project.id}`))).status).toBe(200);
  expect((await pages(new Request(`http://localhost/projects-enhanced/${project.slug}`))).status).toBe(200);
  const sitemap = await (await pages(new Request('http://localhost/sitemap-portfolio.xml'))).text();
  expect(sitemap).toContain(`/projects-enhanced/${project.slug}`);
  // Its page changed for visitors when it went live, after its last save.
  expect(sitemap).toContain(`/projects-enhanced/${project.slug}</loc><lastmod>${publishAt}</lastmod>`);
  expect((await send(projects.handler, getRequest('/api/projects-enhanced?page=1'))).body).toMatchObject({
    items: expect.arrayContaining([expect.objectContaining({ id: project.id })]) as unknown,
  });
});

test('a project past its unpublish date leaves the public answers at that minute; the admin still has it', async () => {
  const start = Date.now();
  freezeClockAt(start);
  const unpublishAt = new Date(start + 5 * MINUTE).toISOString();
  const project = await created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject({ unpublish_at: unpublishAt }), token);
  const live = await send(projects.handler, getRequest('/api/projects-enhanced'));
  expect((live.body as ProjectEnhanced[]).some((item) => item.id === project.id)).toBe(true);
  expect(cdnSeconds(live.headers)).toBeLessThanOrEqual(300);

  vi.setSystemTime(start + 5 * MINUTE);
  expect(await isListed(project.id)).toBe(false);
  expect((await pages(new Request(`http://localhost/projects-enhanced/${project.slug}`))).status).toBe(404);
  expect((await projects.list(token)).body).toEqual(expect.arrayContaining([expect.objectContaining({ id: project.id })]));
});

test('an unpublish date before the publish date, or a date that is not one, is refused and nothing is stored', async () => {
  const before = (await projects.list(token)).body as ProjectEnhanced[];
  const backwards = await projects.create(
    anEnhancedProject({ publish_at: '2027-03-01T08:00:00.000Z', unpublish_at: '2027-02-01T08:00:00.000Z' }),
    token,
  );
  expect(backwards).toMatchObject({
    status: 400,
    body: { error: 'Unpublish date must be after the publish date', issues: [{ path: 'unpublish_at' }] },
  });
  const garbage = await projects.create(anEnhancedProject({ publish_at: 'next Tuesday' }), token);
  expect(garbage).toMatchObject({
    status: 400,
    body: { issues: [{ path: 'publish_at', message: 'Publish date must be a date and time' }] },
  });
  // An instant UTC puts past year 9999 is written +010000-…, which no stored date's check reads back.
  const pastTheCalendar = await projects.create(anEnhancedProject({ unpublish_at: '9999-12-31T23:30:00-01:00' }), token);
  expect(pastTheCalendar).toMatchObject({ status: 400, body: { issues: [{ path: 'unpublish_at' }] } });
  const project = await created<ProjectEnhanced>('projectsEnhanced', anEnhancedProject(), token);
  const update = await projects.update(
    { id: project.id, unpublish_at: '2000-01-01T00:00:00.000Z', publish_at: '2001-01-01T00:00:00.000Z' },
    token,
  );
  expect(update.status).toBe(400);
  expect(((await projects.list(token)).body as ProjectEnhanced[]).length).toBe(before.length + 1);
  expect(((await projects.list(token)).body as ProjectEnhanced[]).find((item) => item.id === project.id)).toMatchObject({
    publish_at: null,
    unpublish_at: null,
  });
});
