import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { projectListTexts } from '#src/i18n/texts/portfolio.ts';
import { ProjectList } from '#src/islands/project-list.tsx';
import type { PortfolioPage } from '#src/schemas/portfolio.ts';
import type { MediaRef } from '#src/schemas/media.ts';
import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import { ProjectPage } from '#src/portfolio/project-page.tsx';
import { projectHead } from '#functions/portfolio/head.ts';
import { showsGallery } from '#functions/portfolio/lightbox-script.ts';
import { aPublishedProject } from '#tests/fixtures/builders.ts';
import { imageAddresses, robotsAllow, sitePathOf } from '#tests/fixtures/robots.ts';
import { schemaOrgProblems } from '#tests/fixtures/schema-org.ts';

// A project page's photos as the portfolio function writes them (the head and
// the React markup it fills the shell with): responsive through the image CDN,
// sized, alt text in the page's language, the hero first and every other photo
// lazy, the social cards a 1200×630 crop; and every address one robots.txt lets
// crawlers fetch.

const ORIGIN = 'https://www.example.test';
const root = path.resolve(import.meta.dirname, '..', '..');

const photo = (name: string, overrides: Partial<MediaRef> = {}): MediaRef => ({
  url: `/media/${name.repeat(32).slice(0, 32)}.jpg`,
  width: 2560,
  height: 1707,
  alt_en: `English alt ${name}`,
  alt_fr: `Texte alternatif ${name}`,
  focal_x: 0.5,
  focal_y: 0.5,
  ...overrides,
});

const hero = photo('a', { focal_y: 0.05 });
const second = photo('b', { alt_fr: '' });
const third = photo('c', { width: 900, height: 1200 });

function aProjectWithPhotos(overrides: Partial<ProjectEnhanced> = {}): ProjectEnhanced {
  return aPublishedProject({
    title: 'Tank farm SCADA',
    featured_image: hero.url,
    gallery: [
      { url: second.url, caption: 'Operator desk', fr: { caption: 'Pupitre opérateur' } },
      { url: third.url, caption: 'Marshalling cabinet', fr: { caption: '' } },
    ],
    media: [hero, second, third],
    ...overrides,
  });
}

const page = (project: ProjectEnhanced, locale: 'en' | 'fr') =>
  renderToStaticMarkup(createElement(ProjectPage, { project, all: [project], locale }));

/** Every <img> of the markup as its attributes. */
function images(html: string): Record<string, string>[] {
  return [...html.matchAll(/<img\b([^>]*)>/g)].map(([, attributes]) =>
    Object.fromEntries(
      [...attributes!.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [
        name!.toLowerCase(),
        (value ?? '').replaceAll('&amp;', '&'),
      ]),
    ),
  );
}

test('the hero is responsive through the image CDN, sized, first to load, its alt in the page’s language', () => {
  for (const locale of ['en', 'fr'] as const) {
    const [first] = images(page(aProjectWithPhotos(), locale));
    expect(first).toMatchObject({
      class: 'project-page__image',
      src: `/.netlify/images?url=${hero.url}&w=1280&h=640&fit=cover&position=top`,
      // The widest candidate, at the crop's aspect: the column is at most 960 px wide, so 1920 at 2×.
      width: '1920',
      height: '960',
      alt: locale === 'en' ? 'English alt a' : 'Texte alternatif a',
      fetchpriority: 'high',
      decoding: 'async',
    });
    expect(first!.loading).toBeUndefined();
    expect(first!.sizes).toContain('49rem');
    const widths = first!.srcset!.split(', ').map((candidate) => candidate.split(' ')[1]);
    expect(widths).toEqual(['320w', '480w', '640w', '750w', '960w', '1280w', '1600w', '1920w']);
    // The focal point near the top keeps the top of the photo in every candidate.
    expect(first!.srcset!.match(/position=top/g)).toHaveLength(widths.length);
  }
});

test('the hero is the page’s only eager image: the client’s logo waits, so nothing is fetched before it', () => {
  const html = page(aProjectWithPhotos({ logo_url: '/uploads/logo.svg' }), 'en');
  const eager = images(html).filter((image) => image.loading !== 'lazy');
  expect(eager.map((image) => image.class)).toEqual(['project-page__image']);
  expect(images(html).find((image) => image.class === 'project-page__logo')).toMatchObject({ src: '/uploads/logo.svg', loading: 'lazy' });
});

test('the gallery shows each photo lazily with its caption in the page’s language, linked to the whole photo', () => {
  const english = page(aProjectWithPhotos(), 'en');
  expect(english).toContain('<h2 id="project-gallery">Photos</h2>');
  expect(english).toContain('<figcaption>Operator desk</figcaption>');
  expect(english).toContain('<figcaption>Marshalling cabinet</figcaption>');
  const gallery = images(english).filter((image) => image.alt?.startsWith('English alt') && image.class !== 'project-page__image');
  expect(gallery.map((image) => image.alt)).toEqual(['English alt b', 'English alt c']);
  for (const image of gallery) {
    expect(image).toMatchObject({ loading: 'lazy', decoding: 'async' });
    expect(image.fetchpriority).toBeUndefined();
    expect(image.srcset).toContain('fit=cover');
  }
  // A thumbnail is at most a third of a 62rem screen (327 px): its widths stop at 750, which fills it at 2×.
  expect(gallery[0]!.srcset!.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(['320w', '480w', '640w', '750w']);
  // A 900 px wide photo offers nothing wider than itself.
  expect(gallery[1]!.srcset).not.toMatch(/ (960|1280)w/);
  // Each photo links to the whole photo, so the page works without the lightbox's script.
  expect(english).toContain(`href="/.netlify/images?url=${third.url}&amp;w=900"`);
  expect(english).toContain(`href="/.netlify/images?url=${second.url}&amp;w=1920"`);
  // The lightbox is a dialog the script opens; its own photo waits until then.
  expect(english).toMatch(/<dialog class="lightbox" aria-label="Photo viewer"[^>]*data-photo-of="Photo \{n\} of \{total\}"/);
  expect(images(english).find((image) => image.class === 'lightbox__image')).toMatchObject({ loading: 'lazy', alt: '' });

  const french = page(aProjectWithPhotos(), 'fr');
  expect(french).toContain('<figcaption>Pupitre opérateur</figcaption>');
  // No French caption or alt text: the English one, marked as English.
  expect(french).toContain('<figcaption lang="en">Marshalling cabinet</figcaption>');
  const frenchGallery = images(french).filter((image) => image.class !== 'project-page__image' && image.class !== 'lightbox__image');
  expect(frenchGallery.map(({ alt, lang }) => ({ alt, lang }))).toEqual([
    { alt: 'English alt b', lang: 'en' },
    { alt: 'Texte alternatif c', lang: undefined },
  ]);
  expect(french).toContain('aria-label="Visionneuse de photos"');
});

test('the social cards and JSON-LD show a 1200×630 crop of the hero, whole address, alt in the page’s language', () => {
  for (const locale of ['en', 'fr'] as const) {
    const head = projectHead(aProjectWithPhotos(), ORIGIN, locale);
    const crop = `${ORIGIN}/.netlify/images?url=${hero.url}&amp;w=1200&amp;h=630&amp;fit=cover&amp;position=top&amp;fm=jpg`;
    expect(head).toContain(`<meta property="og:image" content="${crop}">`);
    expect(head).toContain(`<meta name="twitter:image" content="${crop}">`);
    expect(head).toContain('<meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">');
    const alt = locale === 'en' ? 'English alt a' : 'Texte alternatif a';
    expect(head).toContain(`<meta property="og:image:alt" content="${alt}">`);
    expect(head).toContain(`<meta name="twitter:image:alt" content="${alt}">`);
    const graph = (
      JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)![1]!) as { '@graph': Record<string, unknown>[] }
    )['@graph'];
    expect(graph[0]!.image).toEqual({ '@type': 'ImageObject', url: crop.replaceAll('&amp;', '&'), width: 1200, height: 630, caption: alt });
    expect(schemaOrgProblems(graph)).toEqual([]);
  }
});

test('an outside featured image is shown as before, with no alt text made from the title', () => {
  const project = aPublishedProject({ featured_image: 'https://cdn.example.org/plant.jpg' });
  const [image] = images(page(project, 'en'));
  expect(image).toMatchObject({ src: 'https://cdn.example.org/plant.jpg', alt: '', fetchpriority: 'high' });
  const head = projectHead(project, ORIGIN);
  expect(head).toContain('<meta property="og:image" content="https://cdn.example.org/plant.jpg">');
  expect(head).not.toContain('og:image:alt');
});

test('the list’s cards show the library photo cropped 16:9, the first one fetched first, the others lazily', () => {
  const projects = [
    aProjectWithPhotos({ id: '1', slug: 'one' }),
    aProjectWithPhotos({ id: '2', slug: 'two', title: 'Second' }),
    aPublishedProject({ id: '3', slug: 'three', featured_image: 'https://cdn.example.org/plant.jpg' }),
  ];
  const initial: PortfolioPage = {
    items: projects,
    total: 3,
    matching: 3,
    page: 1,
    pages: 1,
    per_page: 24,
    filters: { sector: null, technology: null, category: null },
    options: { sector: [], technology: [], category: [] },
  };
  for (const locale of ['en', 'fr'] as const) {
    const html = renderToString(createElement(ProjectList, { initial, texts: projectListTexts[locale], locale }));
    const photos = images(html).filter((image) => image.class === 'project-card__photo');
    // The outside address is not a card photo (as before the library).
    expect(photos).toHaveLength(2);
    // A card is at most 736 px wide (one column below 48rem): its widths stop at 1600, which fills it at 2×.
    expect(photos[0]).toMatchObject({ fetchpriority: 'high', width: '1600', height: '900' });
    expect(photos[0]!.srcset!.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual([
      '320w',
      '480w',
      '640w',
      '750w',
      '960w',
      '1280w',
      '1600w',
    ]);
    expect(photos[0]!.loading).toBeUndefined();
    expect(photos[1]).toMatchObject({ loading: 'lazy', decoding: 'async' });
    expect(photos[0]!.alt).toBe(locale === 'en' ? 'English alt a' : 'Texte alternatif a');
    expect(photos[0]!.srcset).toContain('&h=');
  }
});

test('robots.txt lets crawlers fetch every photo address of a project page: /media/ and /.netlify/images', async () => {
  const robots = await readFile(path.join(root, 'public', 'robots.txt'), 'utf8');
  const project = aProjectWithPhotos();
  const html = `${projectHead(project, ORIGIN)}${page(project, 'en')}`;
  const found = imageAddresses(html).map((address) => sitePathOf(address, ORIGIN)!);
  expect(found.filter((address) => address.startsWith('/.netlify/images?url=/media/')).length).toBeGreaterThan(20);
  for (const address of found) expect(robotsAllow(robots, address), address).toBe(true);
  expect(robotsAllow(robots, hero.url)).toBe(true);
});

test('a project page shows a gallery, and needs its lightbox, only when a gallery photo is in the library', () => {
  expect(showsGallery(aProjectWithPhotos())).toBe(true);
  expect(showsGallery(aProjectWithPhotos({ gallery: [] }))).toBe(false);
  // A gallery address the project's media does not resolve is not shown (ProjectGallery skips it).
  expect(showsGallery(aProjectWithPhotos({ gallery: [{ url: '/media/gone.jpg', caption: '', fr: { caption: '' } }] }))).toBe(false);
  expect(page(aProjectWithPhotos({ gallery: [{ url: '/media/gone.jpg', caption: '', fr: { caption: '' } }] }), 'en')).not.toContain(
    'data-lightbox',
  );
});
