import { randomUUID } from 'node:crypto';
import { beforeAll, expect, test } from 'vitest';
import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import { collections, storeItems } from '#functions/content/collections.ts';
import { refreshView, views } from '#functions/content/views.ts';
import { portfolioHandler } from '#functions/api/portfolio.ts';
import type { Shells } from '#functions/portfolio/shells.ts';
import { frameMarks } from '#src/site/frame-marks.ts';
import { adminToken } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { anEnhancedProject } from '#tests/fixtures/builders.ts';
import { api, created } from '#tests/fixtures/content-api.ts';
import { expectIssue, type ErrorBody } from '#tests/fixtures/expectations.ts';
import { storedMedia } from '#tests/fixtures/media.ts';
import { aJpegPhoto } from '#tests/fixtures/photos.ts';
import { listShells } from '#tests/fixtures/portfolio-shells.ts';

// A project's own search title and description (English and French), social
// image and noindex: checked on write, kept on read, and what the portfolio
// function writes in the page's head and sitemap, with today's derivations
// where a field is left empty.

useBlobsStore();
const projects = api('projectsEnhanced');
let token: string;

beforeAll(async () => {
  token = await adminToken();
});

const language = {
  project: `<head>${frameMarks.head}</head><main>${frameMarks.main}</main>`,
  ...listShells('<main>', '</main>'),
  notFound: '<h1>Not found</h1>',
};
const ORIGIN = 'https://www.example.test';
const shells: Shells = { origin: ORIGIN, en: language, fr: language };
const pages = portfolioHandler(() => Promise.resolve(shells));
const headOf = async (path: string) => {
  const html = await (await pages(new Request(`http://localhost${path}`))).text();
  return /<head>(.*)<\/head>/s.exec(html)?.[1] ?? '';
};
const sitemap = async () => (await pages(new Request('http://localhost/sitemap-portfolio.xml'))).text();

test('search fields over their limits, a social image outside the library and a non-boolean noindex are refused by field; nothing is stored', async () => {
  const before = await projects.list(token);
  const tooLong = await projects.create<ErrorBody>(
    anEnhancedProject({ seo_title: 'x'.repeat(71), seo_description: 'y'.repeat(161), fr: { seo_title: 'z'.repeat(71) } }),
    token,
  );
  expectIssue(tooLong, 'seo_title', 'Search title must be at most 70 characters');
  expectIssue(tooLong, 'seo_description', 'Search description must be at most 160 characters');
  expectIssue(tooLong, 'fr.seo_title', 'French search title must be at most 70 characters');
  const notLibrary = await projects.create<ErrorBody>(anEnhancedProject({ social_image: 'https://evil.example/card.png' }), token);
  expect(notLibrary.status).toBe(400);
  expect(notLibrary.body.issues?.map((issue) => issue.path)).toEqual(['social_image']);
  const unknownPhoto = await projects.create<ErrorBody>(anEnhancedProject({ social_image: `/media/${'0'.repeat(32)}.jpg` }), token);
  expect(unknownPhoto.status).toBe(400);
  expect(unknownPhoto.body).toMatchObject({ code: 'media_unknown', issues: [{ path: 'social_image', code: 'media_unknown' }] });
  const notFlag = await projects.create<ErrorBody>(anEnhancedProject({ noindex: 'sometimes' }), token);
  expect(notFlag.status).toBe(400);
  expect(notFlag.body.issues?.map((issue) => issue.path)).toEqual(['noindex']);
  expect((await projects.list(token)).body).toEqual(before.body);
});

test('a project stored before these fields reads with them empty, its page as before, and in the sitemap', async () => {
  const id = randomUUID();
  const time = new Date().toISOString();
  const slug = `older-project-${id.slice(0, 8)}`;
  // As stored before the search fields: none of them, and no French block.
  const input = Object.fromEntries(
    Object.entries(anEnhancedProject({ title: 'An older project', project_summary: 'Stored long ago.' })).filter(
      ([key]) => key !== 'noindex',
    ),
  );
  await storeItems(collections.projectsEnhanced, [
    { ...input, id, slug, previous_slugs: [], gallery: [], fr: {}, created_at: time, updated_at: time } as never,
  ]);
  await refreshView(views.projectsEnhanced);
  const read = await projects.get<ProjectEnhanced>(id, token);
  expect(read.status).toBe(200);
  expect(read.body).toMatchObject({
    seo_title: '',
    seo_description: '',
    social_image: '',
    noindex: false,
    fr: { seo_title: '', seo_description: '' },
  });
  const head = await headOf(`/projects-enhanced/${slug}`);
  expect(head).toContain('<title>An older project | Caronte Automation</title>');
  expect(head).toContain('<meta name="description" content="Stored long ago.">');
  expect(head).toContain('<meta name="robots" content="index, follow">');
  expect(head).toContain('<meta property="og:image" content="https://www.example.test/og-image.png">');
  expect(await sitemap()).toContain(`/projects-enhanced/${slug}</loc>`);
});

test('the page’s head shows the search title, description and social image in each language, French falling back to English per field', async () => {
  const photo = await storedMedia(await aJpegPhoto(1600, 900, 7), { token, name: 'card.jpg' });
  const project = await created<ProjectEnhanced>(
    'projectsEnhanced',
    anEnhancedProject({
      title: `Search fields ${randomUUID().slice(0, 8)}`,
      seo_title: 'Tank farm SCADA in Fos',
      seo_description: 'Forty tanks on one SCADA, cut over in a weekend.',
      social_image: photo.url,
      fr: { title: 'Titre français', seo_title: 'SCADA du parc de Fos' },
    }),
    token,
  );
  expect(project).toMatchObject({ social_image: photo.url, media: [expect.objectContaining({ url: photo.url })] });
  const english = await headOf(`/projects-enhanced/${project.slug}`);
  expect(english).toContain('<title>Tank farm SCADA in Fos | Caronte Automation</title>');
  expect(english).toContain('<meta property="og:title" content="Tank farm SCADA in Fos | Caronte Automation">');
  expect(english).toContain('<meta name="description" content="Forty tanks on one SCADA, cut over in a weekend.">');
  const card = `https://www.example.test/.netlify/images?url=${photo.url}&amp;w=1200&amp;h=630&amp;fit=cover`;
  expect(english).toContain(`<meta property="og:image" content="${card}`);
  expect(english).toContain(`<meta name="twitter:image" content="${card}`);
  expect(english).toContain('<meta property="og:image:width" content="1200">');
  const french = await headOf(`/fr/projects-enhanced/${project.slug}`);
  expect(french).toContain('<title>SCADA du parc de Fos | Caronte Automation</title>');
  // No French search description: the English one.
  expect(french).toContain('<meta name="description" content="Forty tanks on one SCADA, cut over in a weekend.">');
  expect(french).toContain(`<meta property="og:image" content="${card}`);

  // Emptied again: the derived title, summary and the default card.
  const cleared = await projects.update<ProjectEnhanced>(
    { id: project.id, seo_title: '', seo_description: '', social_image: '', fr: { title: 'Titre français', seo_title: '' } },
    token,
  );
  expect(cleared.status).toBe(200);
  const derived = await headOf(`/fr/projects-enhanced/${project.slug}`);
  expect(derived).toContain('<title>Titre français | Caronte Automation</title>');
  expect(derived).toContain('<meta name="description" content="Legacy DCS replaced without an unplanned stop.">');
  expect(derived).toContain('<meta property="og:image" content="https://www.example.test/og-image.png">');
});

test('noindex asks search engines not to list the page in both languages and leaves it out of the sitemap', async () => {
  const project = await created<ProjectEnhanced>(
    'projectsEnhanced',
    anEnhancedProject({ title: `Hidden ${randomUUID().slice(0, 8)}`, noindex: true }),
    token,
  );
  for (const path of [`/projects-enhanced/${project.slug}`, `/fr/projects-enhanced/${project.slug}`]) {
    const head = await headOf(path);
    expect(head).toContain('<meta name="robots" content="noindex, follow">');
    expect(head).not.toContain('content="index, follow"');
  }
  expect(await sitemap()).not.toContain(`/${project.slug}<`);
  await projects.update({ id: project.id, noindex: false }, token);
  const xml = await sitemap();
  expect(xml).toContain(`<loc>https://www.example.test/projects-enhanced/${project.slug}</loc>`);
  expect(xml).toContain(`<loc>https://www.example.test/fr/projects-enhanced/${project.slug}</loc>`);
});
