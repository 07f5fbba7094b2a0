import { describe, expect, test } from 'vitest';
import { fallbackAfter, firstChoice, fitWithin, isHeic, renamed, sendsAsIs } from '#admin/lib/media/downscale-size.ts';
import { focalFromClick, focalFromKey, focalPercent } from '#admin/lib/media/focal.ts';
import { formatBytes } from '#admin/lib/media/format-bytes.ts';
import { cdnUrl, isExternalUrl, isLibraryUrl } from '#admin/lib/media/image-url.ts';
import { MAX_MEDIA_BYTES, MEDIA_MAX_EDGE } from '#src/schemas/media.ts';

// What the admin decides about a photo before sending it, and how the focal
// point moves: the pure parts of admin/lib/media.

const libraryUrl = '/media/0123456789abcdef0123456789abcdef.jpg';

describe('fitWithin', () => {
  test('a 4000×3000 phone photo comes down to 2560 on its long side, proportions kept', () => {
    expect(fitWithin({ width: 4000, height: 3000 })).toEqual({ width: 2560, height: 1920 });
  });

  test('portrait photos are brought down by their height', () => {
    expect(fitWithin({ width: 3024, height: 4032 })).toEqual({ width: 1920, height: 2560 });
  });

  test('a photo already within the edge keeps its size', () => {
    expect(fitWithin({ width: 1600, height: 1200 })).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin({ width: MEDIA_MAX_EDGE, height: 10 })).toEqual({ width: MEDIA_MAX_EDGE, height: 10 });
  });

  test('a panorama never rounds to nothing or past the edge', () => {
    expect(fitWithin({ width: 100_000, height: 10 })).toEqual({ width: 2560, height: 1 });
    const odd = fitWithin({ width: 5121, height: 3 }, 2560);
    expect(Math.max(odd.width, odd.height)).toBeLessThanOrEqual(2560);
  });
});

describe('output type', () => {
  test('photos become JPEG; transparency stays PNG, then WebP when the PNG is too large', () => {
    expect(firstChoice(false)).toBe('image/jpeg');
    expect(firstChoice(true)).toBe('image/png');
    expect(fallbackAfter('image/png', true)).toBe('image/webp');
    expect(fallbackAfter('image/jpeg', false)).toBe('image/webp');
    expect(fallbackAfter('image/webp', true)).toBeNull();
    expect(fallbackAfter('image/webp', false)).toBeNull();
  });

  test('a JPEG is always drawn again (its EXIF rotation); a small PNG or WebP goes as it is', () => {
    const small = { width: 800, height: 600 };
    expect(sendsAsIs({ type: 'image/jpeg', size: 10_000 }, small)).toBe(false);
    expect(sendsAsIs({ type: 'image/png', size: 10_000 }, small)).toBe(true);
    expect(sendsAsIs({ type: 'image/webp', size: 10_000 }, small)).toBe(true);
    expect(sendsAsIs({ type: 'image/png', size: MAX_MEDIA_BYTES + 1 }, small)).toBe(false);
    expect(sendsAsIs({ type: 'image/png', size: 10_000 }, { width: 3000, height: 100 })).toBe(false);
    expect(sendsAsIs({ type: 'image/gif', size: 10_000 }, small)).toBe(false);
  });

  test('HEIC is known by its type or, without one, its name; the sent file is named for what it became', () => {
    expect(isHeic({ type: 'image/heic', name: 'IMG_0001' })).toBe(true);
    expect(isHeic({ type: '', name: 'IMG_0001.HEIC' })).toBe(true);
    expect(isHeic({ type: 'image/jpeg', name: 'plant.jpg' })).toBe(false);
    expect(renamed('IMG_0001.HEIC', 'image/jpeg')).toBe('IMG_0001.jpg');
    expect(renamed('logo.large.png', 'image/webp')).toBe('logo.large.webp');
    expect(renamed('.png', 'image/jpeg')).toBe('photo.jpg');
  });
});

describe('focal point', () => {
  const rect = { left: 100, top: 50, width: 400, height: 300 };

  test('a click designates the point under it, kept on the photo', () => {
    expect(focalFromClick(200, 125, rect)).toEqual({ x: 0.25, y: 0.25 });
    expect(focalFromClick(0, 1000, rect)).toEqual({ x: 0, y: 1 });
  });

  test('arrow keys move it by 5%, 1% with Shift, never off the edge; Home centres it; other keys do nothing', () => {
    const start = { x: 0.5, y: 0.5 };
    expect(focalFromKey(start, 'ArrowRight', false)).toEqual({ x: 0.55, y: 0.5 });
    expect(focalFromKey(start, 'ArrowUp', true)).toEqual({ x: 0.5, y: 0.49 });
    expect(focalFromKey({ x: 0.02, y: 0.98 }, 'ArrowLeft', false)).toEqual({ x: 0, y: 0.98 });
    expect(focalFromKey({ x: 0.02, y: 0.98 }, 'ArrowDown', false)).toEqual({ x: 0.02, y: 1 });
    expect(focalFromKey({ x: 0.1, y: 0.9 }, 'Home', false)).toEqual(start);
    expect(focalFromKey(start, 'Enter', false)).toBeNull();
    expect(focalPercent({ x: 0.333, y: 0.5 })).toEqual({ x: 33, y: 50 });
  });
});

describe('addresses and sizes', () => {
  test('library photos go through the image CDN; external addresses stay as they are, flagged', () => {
    expect(isLibraryUrl(libraryUrl)).toBe(true);
    expect(isExternalUrl(libraryUrl)).toBe(false);
    expect(isExternalUrl('https://images.example.test/a.jpg')).toBe(true);
    expect(isExternalUrl('')).toBe(false);
    expect(cdnUrl(libraryUrl, 320)).toBe(`/.netlify/images?url=${libraryUrl}&w=320`);
    expect(cdnUrl('https://images.example.test/a.jpg', 320)).toBe('https://images.example.test/a.jpg');
  });

  test('bytes read in each language', () => {
    expect(formatBytes(850, 'en')).toBe('850\u00a0B');
    expect(formatBytes(1_234_567, 'en')).toBe('1.2\u00a0MB');
    expect(formatBytes(1_234_567, 'fr')).toBe('1,2\u00a0Mo');
    expect(formatBytes(456_000, 'fr')).toBe('456\u00a0Ko');
  });
});
