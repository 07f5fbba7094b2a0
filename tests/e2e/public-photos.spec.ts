import type { APIRequestContext, Locator } from '@playwright/test';
import sharp from 'sharp';
import type { MediaItem } from '#src/schemas/media.ts';
import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import { apiLogin, unique } from '#tests/fixtures/admin-api.ts';
import { axeViolations, wcagAAAndBestPractice } from './axe.ts';
import { expect, test } from './fixtures.ts';

// A project's photos on its public page, in English and French: the hero is
// responsive and actually loads through the image CDN the local platform
// serves (Netlify's own code), the gallery opens a lightbox that works by
// keyboard alone, and the page stays axe clean (docs/decisions/0051).

/** What a save may take to reach the public page: no build, only the write and a purge. */
const WITHIN = { timeout: 10_000 };
/** A first request of a photo at a width is encoded then (AVIF, on a busy 2-core machine: seconds); later ones are cached. */
const ENCODED = { timeout: 20_000 };

/**
 * A photo as a phone's, downscaled: a gradient with some texture, so it encodes
 * like one; a random band makes its bytes (so its content-hashed name) its own.
 */
async function aPhoto(width: number, height: number, hue: number): Promise<Buffer> {
  const band = Math.floor(Math.random() * (height - 8));
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (hue + x / 8) % 256;
      pixels[i + 1] = (y / 6 + ((x * y) % 7)) % 256;
      pixels[i + 2] = y >= band && y < band + 8 ? 255 : 120 + ((x + y) % 40);
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 82 })
    .toBuffer();
}

async function uploadPhoto(request: APIRequestContext, token: string, alt: { en: string; fr: string }, hue: number): Promise<MediaItem> {
  const response = await request.post('/api/admin/media', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      file: { name: `photo-${String(hue)}.jpg`, mimeType: 'image/jpeg', buffer: await aPhoto(1600, 1067, hue) },
      alt_en: alt.en,
      alt_fr: alt.fr,
      focal_x: '0.5',
      focal_y: '0.3',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as MediaItem;
}

/** A published project with a hero photo and a gallery of two, each photo with its alt text and caption in both languages. */
async function aProjectWithPhotos(request: APIRequestContext) {
  const token = await apiLogin(request);
  const title = unique('Compressor station photos');
  const hero = await uploadPhoto(request, token, { en: `${title}: the compressor hall`, fr: `${title} : la salle des compresseurs` }, 30);
  const desk = await uploadPhoto(request, token, { en: `${title}: the operator desk`, fr: `${title} : le pupitre opérateur` }, 140);
  const response = await request.post('/api/projects-enhanced', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title,
      client: 'Gaz du Rhône',
      location_country: 'France',
      is_published: true,
      featured_image: hero.url,
      gallery: [
        { url: hero.url, caption: 'Compressor hall after start-up', fr: { caption: 'Salle des compresseurs après la mise en service' } },
        { url: desk.url, caption: 'Operator desk', fr: { caption: 'Pupitre opérateur' } },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const project = (await response.json()) as ProjectEnhanced;
  await expect.poll(async () => (await request.get(`/projects-enhanced/${project.slug}`)).status(), WITHIN).toBe(200);
  return { project, hero, desk };
}

/** Whether an <img> has loaded its chosen candidate from the image CDN. */
async function loadedThroughCdn(image: Locator): Promise<boolean> {
  return image.evaluate(
    (element: HTMLImageElement) =>
      element.complete && element.naturalWidth > 0 && element.currentSrc.includes('/.netlify/images?url=/media/'),
  );
}

test('the project page’s hero loads through the image CDN with its srcset, alt text in each language', async ({ page, request }) => {
  const { project, hero } = await aProjectWithPhotos(request);
  for (const [path, alt] of [
    [`/projects-enhanced/${project.slug}`, hero.alt_en],
    [`/fr/projects-enhanced/${project.slug}`, hero.alt_fr],
  ] as const) {
    await page.goto(path);
    const image = page.getByRole('main').getByRole('img', { name: alt, exact: true }).first();
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute(
      'srcset',
      /\/\.netlify\/images\?url=\/media\/[0-9a-f]{32}\.(jpg|webp|avif|png)&w=320&h=160&fit=cover/,
    );
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('width', '1600');
    await expect(image).toHaveAttribute('height', '800');
    await expect.poll(() => loadedThroughCdn(image), ENCODED).toBe(true);
    // The browser got a modern format, at a width from the srcset, not the original.
    const format = await image.evaluate(async (element: HTMLImageElement) => {
      const response = await fetch(element.currentSrc, { headers: { accept: 'image/avif,image/webp,*/*' } });
      return response.headers.get('content-type');
    });
    expect(format).toMatch(/^image\/(avif|webp)$/);
    // The social card: a 1200×630 JPEG crop on the site's origin, which the platform serves.
    const card = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(card).toMatch(
      /^https:\/\/www\.caronte-automation\.fr\/\.netlify\/images\?url=\/media\/[0-9a-f]{32}\.(jpg|webp|avif|png)&w=1200&h=630&fit=cover(&position=\w+)?&fm=jpg$/,
    );
    const served = await request.get(new URL(card!).pathname + new URL(card!).search);
    expect(served.headers()['content-type']).toBe('image/jpeg');
  }
});

test('the gallery opens a lightbox by keyboard: Enter, arrows, Tab kept inside, Escape back to the photo; axe clean', async ({
  page,
  request,
}) => {
  const { project, hero, desk } = await aProjectWithPhotos(request);
  await page.goto(`/fr/projects-enhanced/${project.slug}`);
  const gallery = page.getByRole('region', { name: 'Photos' });
  await expect(gallery.getByText('Pupitre opérateur')).toBeVisible();
  const first = gallery.getByRole('link', { name: hero.alt_fr });
  await expect.poll(() => loadedThroughCdn(first.getByRole('img')), ENCODED).toBe(true);
  expect(await axeViolations(page, wcagAAAndBestPractice)).toEqual([]);

  await first.focus();
  await page.keyboard.press('Enter');
  const lightbox = page.getByRole('dialog', { name: 'Visionneuse de photos' });
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByText('Photo 1 sur 2')).toBeVisible();
  await expect(lightbox.getByText('Salle des compresseurs après la mise en service')).toBeVisible();
  const shown = lightbox.getByRole('img', { name: hero.alt_fr });
  await expect.poll(() => loadedThroughCdn(shown), ENCODED).toBe(true);
  await expect(lightbox.getByRole('button', { name: 'Fermer' })).toBeFocused();

  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByText('Photo 2 sur 2')).toBeVisible();
  await expect(lightbox.getByRole('img', { name: desk.alt_fr })).toBeVisible();
  await expect(lightbox.getByText('Pupitre opérateur')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByText('Photo 1 sur 2')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(lightbox.getByText('Photo 2 sur 2')).toBeVisible();

  // Tab goes round the dialog's three buttons and never leaves it.
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(await lightbox.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  expect(await axeViolations(page, wcagAAAndBestPractice)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(first).toBeFocused();
});
