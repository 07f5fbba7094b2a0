import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { readPhoto } from '#functions/media/photo.ts';

// Encoders lay out a JPEG's scans differently: mozjpeg's scans often begin
// with a stuffed FF00 byte. Each must be read and stripped to a JPEG that
// decodes to the same pixels, whatever made it.

const scene = await readFile(new URL('../../functions/seed/photos/dairy-process.jpg', import.meta.url));

const encoders = {
  baseline: {},
  progressive: { progressive: true },
  mozjpeg: { mozjpeg: true },
  'mozjpeg at quality 60 with optimised scans': { mozjpeg: true, quality: 60, optimiseScans: true },
  'trellis quantisation': { quality: 95, trellisQuantisation: true, overshootDeringing: true },
} as const;

describe('a JPEG from any encoder is read and stripped without a change to its pixels', () => {
  for (const [name, options] of Object.entries(encoders)) {
    test(name, async () => {
      for (const width of [1280, 333]) {
        const encoded = await sharp(scene)
          .resize(width)
          .withExif({ IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 24/1 0/1' } })
          .jpeg(options)
          .toBuffer();
        const photo = readPhoto(new Uint8Array(encoded));
        const expected = await sharp(encoded).metadata();
        expect({ width: photo.width, height: photo.height }).toEqual({ width: expected.width, height: expected.height });
        const stripped = await sharp(Buffer.from(photo.stripped)).metadata();
        expect(stripped.exif).toBeUndefined();
        const [before, after] = await Promise.all([sharp(encoded).raw().toBuffer(), sharp(Buffer.from(photo.stripped)).raw().toBuffer()]);
        expect(after.equals(before)).toBe(true);
      }
    });
  }
});
