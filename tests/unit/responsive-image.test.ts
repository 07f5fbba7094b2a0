import { expect, test } from 'vitest';
import type { MediaRef } from '#src/schemas/media.ts';
import { altIn, cropPosition, imageCdnUrl, libraryPhoto, responsiveImage, socialImageUrl } from '#src/lib/images/responsive-image.ts';

// The one helper every public photo goes through: Netlify Image CDN URLs, a
// srcset no wider than the stored photo, its size against layout shift, the
// focal point as Netlify's crop position, the alt text in the page's language.

const NAME = '0123456789abcdef0123456789abcdef';
const aPhoto = (overrides: Partial<MediaRef> = {}): MediaRef => ({
  url: `/media/${NAME}.jpg`,
  width: 2560,
  height: 1707,
  alt_en: 'Marshalling cabinets before cut-over',
  alt_fr: 'Armoires de triage avant la bascule',
  focal_x: 0.5,
  focal_y: 0.5,
  ...overrides,
});

/** The query of each srcset candidate, and its width descriptor. */
function candidates(srcSet: string): { query: URLSearchParams; descriptor: string }[] {
  return srcSet.split(', ').map((candidate) => {
    const [url, descriptor] = candidate.split(' ') as [string, string];
    expect(url.startsWith('/.netlify/images?')).toBe(true);
    return { query: new URL(url, 'https://example.test').searchParams, descriptor };
  });
}

test('a CDN URL names the site path and the size, and leaves the format to content negotiation', () => {
  const url = imageCdnUrl(`/media/${NAME}.jpg`, { w: 640 });
  expect(url).toBe(`/.netlify/images?url=/media/${NAME}.jpg&w=640`);
  const crop = new URL(imageCdnUrl('/media/a b&c.jpg', { w: 640, h: 320, fit: 'cover', position: 'left' }), 'https://x.test');
  expect(Object.fromEntries(crop.searchParams)).toEqual({ url: '/media/a b&c.jpg', w: '640', h: '320', fit: 'cover', position: 'left' });
  // The middle is Netlify's default: not written.
  expect(imageCdnUrl('/p.jpg', { w: 10, h: 10, fit: 'cover', position: 'center' })).not.toContain('position');
});

test('a whole photo gets every fixed width up to its own, its own size kept, and a middle width as src', () => {
  const image = responsiveImage(aPhoto(), { sizes: '100vw' });
  const found = candidates(image.srcSet);
  expect(found.map(({ descriptor }) => descriptor)).toEqual(['320w', '480w', '640w', '750w', '960w', '1280w', '1600w', '1920w', '2560w']);
  for (const { query, descriptor } of found) {
    expect(query.get('url')).toBe(`/media/${NAME}.jpg`);
    expect(`${query.get('w')!}w`).toBe(descriptor);
    expect(query.has('h') || query.has('fit') || query.has('fm')).toBe(false);
  }
  expect(image).toMatchObject({ width: 2560, height: 1707, sizes: '100vw', src: `/.netlify/images?url=/media/${NAME}.jpg&w=1280` });
});

test('no candidate is wider than the stored photo; a narrow photo offers its own width', () => {
  const small = responsiveImage(aPhoto({ width: 1100, height: 733 }), { sizes: '50vw' });
  expect(candidates(small.srcSet).map(({ descriptor }) => descriptor)).toEqual(['320w', '480w', '640w', '750w', '960w', '1100w']);
  expect(small).toMatchObject({ width: 1100, height: 733 });
  // Its own width a few pixels above a fixed one is not worth a file of its own.
  const close = responsiveImage(aPhoto({ width: 980, height: 653 }), { sizes: '50vw' });
  expect(candidates(close.srcSet).map(({ descriptor }) => descriptor)).toEqual(['320w', '480w', '640w', '750w', '960w']);
  // Smaller than every fixed width: the photo's own width only.
  const tiny = responsiveImage(aPhoto({ width: 200, height: 100 }), { sizes: '50vw' });
  expect(tiny.srcSet).toBe(`/.netlify/images?url=/media/${NAME}.jpg&w=200 200w`);
  expect(tiny).toMatchObject({ width: 200, height: 100 });
});

test('a phone’s full-width photo is a candidate close to its need, not 1.6 times it', () => {
  // What a browser picks: the narrowest candidate at least the slot's width in device pixels.
  const picked = (srcSet: string, devicePixels: number) =>
    Number(
      candidates(srcSet)
        .map(({ descriptor }) => Number.parseInt(descriptor, 10))
        .find((width) => width >= devicePixels),
    );
  const hero = responsiveImage(aPhoto(), { sizes: 'calc(100vw - 2rem)', aspect: 2 }).srcSet;
  // A 375 px phone at 2× and Lighthouse's 412 px phone at 1.75×, less the page's 1 rem gutters.
  for (const devicePixels of [(375 - 32) * 2, (412 - 32) * 1.75]) expect(picked(hero, devicePixels)).toBe(750);
});

test('a crop asks for fit=cover at the aspect, within the photo, and states the crop’s size', () => {
  // A 3:2 photo cropped 2:1 keeps its full width.
  const wide = responsiveImage(aPhoto(), { sizes: '100vw', aspect: 2 });
  const found = candidates(wide.srcSet);
  expect(found.at(-1)!.descriptor).toBe('2560w');
  for (const { query } of found) {
    expect(query.get('fit')).toBe('cover');
    expect(Number(query.get('h'))).toBe(Math.round(Number(query.get('w')) / 2));
  }
  expect(wide).toMatchObject({ width: 2560, height: 1280 });
  // A portrait photo cropped 16:9 is limited by its height: 1000 px high gives at most 1777 px wide.
  const portrait = responsiveImage(aPhoto({ width: 1200, height: 1000 }), { sizes: '100vw', aspect: 16 / 9 });
  expect(candidates(portrait.srcSet).map(({ descriptor }) => descriptor)).toEqual(['320w', '480w', '640w', '750w', '960w', '1200w']);
  expect(portrait).toMatchObject({ width: 1200, height: 675 });
});

test('the focal point picks the nearest of Netlify’s crop positions on the axis the crop trims', () => {
  // 3:2 to 2:1 trims the top and bottom: the vertical focal point decides.
  expect(cropPosition(aPhoto({ focal_y: 0.1 }), 2)).toBe('top');
  expect(cropPosition(aPhoto({ focal_y: 0.5 }), 2)).toBe('center');
  expect(cropPosition(aPhoto({ focal_y: 0.95 }), 2)).toBe('bottom');
  // The horizontal point does not matter there: the whole width is kept.
  expect(cropPosition(aPhoto({ focal_x: 0.05, focal_y: 0.5 }), 2)).toBe('center');
  // 3:2 to 1:1 trims the sides: the horizontal point decides.
  expect(cropPosition(aPhoto({ focal_x: 0.2 }), 1)).toBe('left');
  expect(cropPosition(aPhoto({ focal_x: 0.55 }), 1)).toBe('center');
  expect(cropPosition(aPhoto({ focal_x: 0.8 }), 1)).toBe('right');
  // The same aspect crops nothing.
  expect(cropPosition(aPhoto({ focal_x: 0, focal_y: 0 }), 2560 / 1707)).toBe('center');
  // In a srcset, every candidate carries it.
  const image = responsiveImage(aPhoto({ focal_x: 0.9 }), { sizes: '100vw', aspect: 1 });
  for (const { query } of candidates(image.srcSet)) expect(query.get('position')).toBe('right');
});

test('the social card is a 1200×630 JPEG crop around the focal point', () => {
  const url = new URL(socialImageUrl(aPhoto({ focal_y: 0.05 })), 'https://example.test');
  expect(url.pathname).toBe('/.netlify/images');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    url: `/media/${NAME}.jpg`,
    w: '1200',
    h: '630',
    fit: 'cover',
    position: 'top',
    fm: 'jpg',
  });
});

test('alt text in the page’s language, French falling back to English marked lang="en"', () => {
  expect(altIn(aPhoto(), 'en')).toEqual({ alt: 'Marshalling cabinets before cut-over', lang: undefined });
  expect(altIn(aPhoto(), 'fr')).toEqual({ alt: 'Armoires de triage avant la bascule', lang: undefined });
  expect(altIn(aPhoto({ alt_fr: '  ' }), 'fr')).toEqual({ alt: 'Marshalling cabinets before cut-over', lang: 'en' });
});

test('a field’s address is a library photo only when the project’s media lists it', () => {
  const photo = aPhoto();
  expect(libraryPhoto(photo.url, [photo])).toBe(photo);
  expect(libraryPhoto('https://cdn.example.org/plant.jpg', [photo])).toBeUndefined();
  expect(libraryPhoto('', [photo])).toBeUndefined();
});

test('a srcset stops at the first width that fills its widest slot at 2×', () => {
  const widths = (sizes: string, aspect?: number) =>
    candidates(responsiveImage(aPhoto(), { sizes, aspect }).srcSet).map(({ descriptor }) => descriptor);
  // A card at most 736 px wide: 1472 device pixels, so 1600 is the last width it can use.
  const card = responsiveImage(aPhoto(), {
    sizes: '(min-width: 72rem) 22rem, (min-width: 48rem) calc(50vw - 2.75rem), calc(100vw - 2rem)',
    aspect: 16 / 9,
  });
  expect(candidates(card.srcSet).map(({ descriptor }) => descriptor)).toEqual(['320w', '480w', '640w', '750w', '960w', '1280w', '1600w']);
  // Its size is the widest candidate's, at the crop's aspect: no layout shift.
  expect(card).toMatchObject({ width: 1600, height: 900 });
  // A thumbnail at most 300 px wide stops at 640; a slot exactly at a width stops there.
  expect(widths('(min-width: 900px) 300px, 200px')).toEqual(['320w', '480w', '640w']);
  expect(widths('(min-width: 900px) 320px, 200px')).toEqual(['320w', '480w', '640w']);
  // A photo narrower than the slot needs keeps its own width at the end, as before.
  const narrow = responsiveImage(aPhoto({ width: 1100, height: 733 }), { sizes: '(min-width: 900px) 800px, 100vw' });
  expect(candidates(narrow.srcSet).map(({ descriptor }) => descriptor)).toEqual(['320w', '480w', '640w', '750w', '960w', '1100w']);
});
