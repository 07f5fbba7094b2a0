import { randomUUID } from 'node:crypto';
import { beforeAll, expect, test } from 'vitest';
import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import { portfolioHandler } from '#functions/api/portfolio.ts';
import type { Shells } from '#functions/portfolio/shells.ts';
import { frameMarks } from '#src/site/frame-marks.ts';
import { adminToken } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { anEnhancedProject } from '#tests/fixtures/builders.ts';
import { created } from '#tests/fixtures/content-api.ts';
import { storedMedia } from '#tests/fixtures/media.ts';
import { aJpegPhoto } from '#tests/fixtures/photos.ts';
import { listShells } from '#tests/fixtures/portfolio-shells.ts';

// A project page's document (ADR 0088): its hero photo is asked for with the
// document's first bytes (React's preload of it goes into the head, ahead of
// the inline stylesheet, not into the body 30 KB later), and the gallery's
// lightbox script is only on a page with a gallery.

useBlobsStore();
let token: string;

beforeAll(async () => {
  token = await adminToken();
});

const STYLE = '<style>body{margin:0}</style>';
const MENU = '<script type="module">document.querySelector("[data-menu-toggle]")</script>';
const LIGHTBOX = '<script type="module">let e=[...t.querySelectorAll(`a[data-lightbox]`)];if(e.length<1)0</script>';
const language = {
  project: `<head><meta charset="utf-8">${frameMarks.head}${STYLE}</head><body><h1>${frameMarks.title}</h1><main>${frameMarks.main}</main>${MENU}${LIGHTBOX}</body>`,
  ...listShells('<main>', '</main>'),
  notFound: '<h1>Not found</h1>',
};
const shells: Shells = { origin: 'https://www.example.test', en: language, fr: language };
const pages = portfolioHandler(() => Promise.resolve(shells));
const pageOf = async (path: string) => {
  const html = await (await pages(new Request(`http://localhost${path}`))).text();
  const [, head = '', body = ''] = /<head>(.*)<\/head>(.*)/s.exec(html) ?? [];
  return { head, body };
};
const PRELOAD = /<link rel="preload" as="image"[^>]*>/g;

test('the hero photo’s preload is in the head before the stylesheet, once, with the srcset the photo uses', async () => {
  const photo = await storedMedia(await aJpegPhoto(1600, 900, 11), { token, name: 'hero.jpg' });
  const project = await created<ProjectEnhanced>(
    'projectsEnhanced',
    anEnhancedProject({ title: `Preloaded hero ${randomUUID().slice(0, 8)}`, featured_image: photo.url }),
    token,
  );
  for (const path of [`/projects-enhanced/${project.slug}`, `/fr/projects-enhanced/${project.slug}`]) {
    const { head, body } = await pageOf(path);
    const preloads = head.match(PRELOAD) ?? [];
    expect(preloads).toHaveLength(1);
    expect(head.indexOf(preloads[0]!)).toBeLessThan(head.indexOf(STYLE));
    expect(preloads[0]).toContain('fetchPriority="high"');
    // The body keeps the photo itself and no second preload.
    expect(body.match(PRELOAD)).toBeNull();
    const image = /<img class="project-page__image"[^>]*srcSet="([^"]*)"[^>]*sizes="([^"]*)"/.exec(body);
    expect(image).not.toBeNull();
    expect(preloads[0]).toContain(`imageSrcSet="${image![1]!}"`);
    expect(preloads[0]).toContain(`imageSizes="${image![2]!}"`);
  }
});

test('a project without a library photo has no preload', async () => {
  const project = await created<ProjectEnhanced>(
    'projectsEnhanced',
    anEnhancedProject({ title: `No hero ${randomUUID().slice(0, 8)}` }),
    token,
  );
  const { head, body } = await pageOf(`/projects-enhanced/${project.slug}`);
  expect(`${head}${body}`.match(PRELOAD)).toBeNull();
});

test('the lightbox script is on a page whose gallery shows, and left out of one without', async () => {
  const [hero, other] = await Promise.all([
    storedMedia(await aJpegPhoto(1200, 800, 12), { token, name: 'gallery-hero.jpg' }),
    storedMedia(await aJpegPhoto(1200, 800, 13), { token, name: 'gallery-other.jpg' }),
  ]);
  const galleried = await created<ProjectEnhanced>(
    'projectsEnhanced',
    anEnhancedProject({
      title: `With a gallery ${randomUUID().slice(0, 8)}`,
      featured_image: hero.url,
      gallery: [{ url: other.url, caption: 'Cabinet', fr: { caption: 'Armoire' } }],
    }),
    token,
  );
  const bare = await created<ProjectEnhanced>(
    'projectsEnhanced',
    anEnhancedProject({ title: `Without a gallery ${randomUUID().slice(0, 8)}`, featured_image: hero.url }),
    token,
  );
  for (const prefix of ['', '/fr']) {
    const withGallery = (await pageOf(`${prefix}/projects-enhanced/${galleried.slug}`)).body;
    expect(withGallery).toContain('data-lightbox');
    expect(withGallery).toContain(LIGHTBOX);
    const without = (await pageOf(`${prefix}/projects-enhanced/${bare.slug}`)).body;
    expect(without).not.toContain(LIGHTBOX);
    // The page's other scripts stay.
    expect(without).toContain(MENU);
  }
});
