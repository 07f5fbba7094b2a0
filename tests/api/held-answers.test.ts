import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import type { Locale } from '#src/i18n/locales.ts';
import type { Credential } from '#src/schemas/credential.ts';
import type { Job } from '#src/schemas/job.ts';
import type { MediaItem } from '#src/schemas/media.ts';
import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import type { Sector } from '#src/schemas/taxonomy.ts';
import { badgeMarks } from '#src/site/badge-marks.ts';
import { careersMarks } from '#src/site/careers-marks.ts';
import { certificationsMarks } from '#src/site/certifications-marks.ts';
import { frameMarks } from '#src/site/frame-marks.ts';
import { adminMediaHandler } from '#functions/api/admin-media.ts';
import { careersHandler } from '#functions/api/careers.ts';
import { certificationsHandler } from '#functions/api/certifications.ts';
import { portfolioHandler } from '#functions/api/portfolio.ts';
import type { CareersFrames } from '#functions/careers/frames.ts';
import type { Shells } from '#functions/portfolio/shells.ts';
import { heldAnswers } from '#functions/platform/held-answers.ts';
import { deleteKey, putDocument } from '#functions/platform/store.ts';
import { freshIp, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { aCredential, aJob, anEnhancedProject, aSector } from '#tests/fixtures/builders.ts';
import { certificationsFrames } from '#tests/fixtures/certifications-frames.ts';
import { api, created } from '#tests/fixtures/content-api.ts';
import { storedMedia } from '#tests/fixtures/media.ts';
import { aJpegPhoto } from '#tests/fixtures/photos.ts';
import { listShells } from '#tests/fixtures/portfolio-shells.ts';
import { siteVisitor, testFrames, usePageStaff } from '#tests/fixtures/site-pages.ts';

// Pages rendered on demand answered again by the instance that made them
// while the documents they were made from keep their etags (ADR 0092): a
// repeat read makes only etag checks, and any write, by any instance, is seen
// by the next read of every instance; each address and language held apart,
// and nothing held past a scheduled change.

useBlobsStore();
const staff = usePageStaff();

const footer = `<footer>${badgeMarks.footer}</footer>`;
const page = (lang: Locale, body: string) =>
  `<!doctype html><html lang="${lang}"><head>${frameMarks.head}</head><body>` +
  `<a class="language-switch" href="/x" hreflang="x" lang="x" data-language-switch>Switch</a>${body}${footer}</body></html>`;
const shell = (lang: Locale) => ({
  project: page(lang, `<main><h1>${frameMarks.title}</h1>${frameMarks.main}</main>`),
  ...listShells(`<!doctype html><html lang="${lang}"><body><main>`, `</main>${footer}</body></html>`),
  notFound: '<h1>Not found</h1>',
});
const shells: Shells = { origin: 'https://www.example.test', en: shell('en'), fr: shell('fr') };
/** Two instances of the portfolio function: each holds its own answers, both read the one store. */
const instances = [portfolioHandler(() => Promise.resolve(shells)), portfolioHandler(() => Promise.resolve(shells))] as const;
const visitPage = siteVisitor(
  testFrames((_, lang) =>
    page(
      lang,
      `<ol><li>${frameMarks.crumb}</li></ol><p>${frameMarks.eyebrow}</p><h1>${frameMarks.title}</h1><p>${frameMarks.lead}</p>${frameMarks.hero}<main>${frameMarks.main}</main><svg aria-label="${frameMarks.artAlt}"></svg>`,
    ),
  ),
);
const careersFrame = (lang: Locale) => page(lang, `<main>${careersMarks.list}</main>`);
const jobFrame = (lang: Locale) =>
  page(lang, `<main><h1>${frameMarks.title}</h1><p>${frameMarks.eyebrow}</p><p>${frameMarks.lead}</p>${careersMarks.job}</main>`);
const careersFrames: CareersFrames = {
  origin: 'https://www.example.test',
  en: {
    list: careersFrame('en'),
    listFrame: careersFrame('en'),
    job: jobFrame('en'),
    closed: '<p>closed</p>',
    notFound: '<p>not found</p>',
  },
  fr: {
    list: careersFrame('fr'),
    listFrame: careersFrame('fr'),
    job: jobFrame('fr'),
    closed: '<p>fermée</p>',
    notFound: '<p>introuvable</p>',
  },
};
const careers = careersHandler(() => Promise.resolve(careersFrames));
const certifications = certificationsHandler(certificationsFrames((lang) => page(lang, certificationsMarks.list)));

const read = async (handler: (req: Request) => Promise<Response>, path: string, headers: Record<string, string> = {}) => {
  const response = await handler(new Request(`http://localhost${path}`, { headers }));
  return { response, html: await response.text() };
};

/** The methods of the Blobs requests `work` makes (this file's calls run one at a time). */
async function blobsMethods(work: () => Promise<unknown>): Promise<string[]> {
  const methods: string[] = [];
  const realFetch = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    methods.push((init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase());
    return realFetch(input, init);
  });
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return methods;
}

let sector: Sector;
let photo: MediaItem;
let project: ProjectEnhanced;

beforeAll(async () => {
  const token = staff.admin();
  await created<Credential>('credentials', aCredential({ name: 'MASE' }), token);
  sector = await created<Sector>('sectors', aSector({ name: 'Refining', slug: 'refining' }), token);
  photo = await storedMedia(await aJpegPhoto(64, 48, 7), { token, fields: { alt_en: 'The control room at first light' } });
  project = await created<ProjectEnhanced>(
    'projectsEnhanced',
    anEnhancedProject({ title: 'Held page project', slug: 'held-page-project', featured_image: photo.url, sector_ids: [sector.id] }),
    token,
  );
});

afterEach(() => {
  vi.useRealTimers();
});

test('a repeat read is answered as held: etag checks only, the same body, ETag and cache tags, and 304 on its ETag', async () => {
  const [instance] = instances;
  const path = `/projects-enhanced/${project.slug}`;
  // The first read after the writes above rebuilds the public view (a write: not held); the next is held.
  await read(instance, path);
  const first = await read(instance, path);
  expect(first.response.status).toBe(200);
  let again: Awaited<ReturnType<typeof read>> | undefined;
  const methods = await blobsMethods(async () => {
    again = await read(instance, path);
  });
  expect(methods.length).toBeGreaterThan(0);
  expect(new Set(methods)).toEqual(new Set(['HEAD']));
  expect(again?.html).toBe(first.html);
  for (const header of ['etag', 'netlify-cache-tag', 'netlify-cdn-cache-control', 'content-type', 'content-security-policy'])
    expect(again?.response.headers.get(header), header).toBe(first.response.headers.get(header));
  const etag = first.response.headers.get('etag') ?? '';
  expect((await read(instance, path, { 'if-none-match': etag })).response.status).toBe(304);
  expect(heldAnswers.bytes).toBeGreaterThan(0);
  expect(heldAnswers.bytes).toBeLessThanOrEqual(heldAnswers.limit);
});

test('a write is seen by the next read of every instance: the project, its photo’s alt text, its sector, the sitemap', async () => {
  const token = staff.admin();
  const path = `/projects-enhanced/${project.slug}`;
  const both = () => Promise.all(instances.map((instance) => read(instance, path)));
  const sitemaps = () => Promise.all(instances.map(async (instance) => (await read(instance, '/sitemap-portfolio.xml')).html));
  const lists = () => Promise.all(instances.map(async (instance) => (await read(instance, '/projects-enhanced')).html));
  for (const answer of await both()) expect(answer.html).toContain('The control room at first light');
  const sitemapBefore = await sitemaps();
  for (const html of await lists()) expect(html).toContain('Held page project');

  expect((await api('projectsEnhanced').update({ id: project.id, title: 'Held page project, renamed' }, token)).status).toBe(200);
  for (const answer of await both()) expect(answer.html).toContain('Held page project, renamed');
  for (const html of await lists()) expect(html).toContain('Held page project, renamed');
  for (const [index, html] of (await sitemaps()).entries()) expect(html).not.toBe(sitemapBefore[index]);

  const altered = await adminMediaHandler(
    jsonRequest('/api/admin/media', 'PUT', { id: photo.id, alt_en: 'The control room at dusk' }, token),
    {
      ip: freshIp(),
    },
  );
  expect(altered.status).toBe(200);
  for (const answer of await both()) {
    expect(answer.html).toContain('The control room at dusk');
    expect(answer.html).not.toContain('The control room at first light');
  }

  expect((await api('sectors').update({ id: sector.id, name: 'Refining and petrochemicals' }, token)).status).toBe(200);
  for (const answer of await both()) expect(answer.html).toContain('Refining and petrochemicals');
});

test('a published page, a job offer and a credential show on the next read of the pages that show them', async () => {
  const token = staff.admin();
  const about = await visitPage('/about');
  expect((await visitPage('/about')).html).toBe(about.html);
  await staff.saveDraft('about', (draft) => {
    const version = draft as { en: { hero: { headline: string } } };
    version.en.hero.headline = 'About us, published again';
    return version;
  });
  await staff.publish('about');
  expect((await visitPage('/about')).html).toContain('About us, published again');

  expect((await read(careers, '/careers')).html).not.toContain('Held offer');
  const job = await created<Job>('jobs', aJob({ title: 'Held offer', slug: 'held-offer' }), token);
  expect((await read(careers, '/careers')).html).toContain('Held offer');
  expect((await read(careers, '/careers/held-offer')).html).toContain('Held offer');
  expect((await api('jobs').update({ id: job.id, title: 'Held offer, retitled' }, token)).status).toBe(200);
  expect((await read(careers, '/careers/held-offer')).html).toContain('Held offer, retitled');

  expect((await read(certifications, '/certifications')).html).not.toContain('Held clearance');
  await created<Credential>('credentials', aCredential({ name: 'Held clearance' }), token);
  expect((await read(certifications, '/certifications')).html).toContain('Held clearance');
  // The footer's badges on a page of another function, too.
  expect((await read(instances[0], `/projects-enhanced/${project.slug}`)).html).toContain('Held clearance');
});

test('each language, filter and page is held apart', async () => {
  const [instance] = instances;
  const addresses = ['/projects-enhanced', '/fr/projects-enhanced', `/projects-enhanced?sector=${sector.slug}`];
  const first = await Promise.all(addresses.map(async (path) => (await read(instance, path)).html));
  expect(new Set(first).size).toBe(addresses.length);
  for (const [index, path] of addresses.entries()) expect((await read(instance, path)).html).toBe(first[index]);
  expect((await visitPage('/fr/about')).html).not.toBe((await visitPage('/about')).html);
});

test('an answer is held no longer than its next scheduled change', async () => {
  const start = Math.ceil(Date.now() / 1000) * 1000 + 1000;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(start);
  const at = start + 5 * 60_000;
  await created<ProjectEnhanced>(
    'projectsEnhanced',
    anEnhancedProject({ title: 'Held until its minute', slug: 'held-until-its-minute', publish_at: new Date(at).toISOString() }),
    staff.admin(),
  );
  const [instance] = instances;
  expect((await read(instance, '/projects-enhanced')).html).not.toContain('Held until its minute');
  vi.setSystemTime(at - 1000);
  expect((await read(instance, '/projects-enhanced')).html).not.toContain('Held until its minute');
  vi.setSystemTime(at);
  expect((await read(instance, '/projects-enhanced')).html).toContain('Held until its minute');
  expect((await read(instance, '/projects-enhanced/held-until-its-minute')).response.status).toBe(200);
});

test('the page as built, answered when the stored page cannot be read, is made again by every read, never held', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await putDocument('pages/contact', { id: 'contact', type: 'contact', draft: 'broken' });
  try {
    const first = await visitPage('/contact');
    expect(first.html).toContain('Built contact (en)');
    const methods = await blobsMethods(() => visitPage('/contact'));
    expect(methods).toContain('GET');
  } finally {
    await deleteKey('pages/contact');
    vi.mocked(console.error).mockRestore();
  }
  expect((await visitPage('/contact')).html).not.toContain('Built contact (en)');
});
