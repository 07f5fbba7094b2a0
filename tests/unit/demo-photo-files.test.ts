import { readdir } from 'node:fs/promises';
import { expect, test } from 'vitest';
import { demoPhotoFiles } from '#functions/seed/demo-photo-files.ts';
import { demoPhotoNames } from '#functions/seed/demo-photos.ts';
import { demoPhotoFilesOnDisk } from '#scripts/demo-photos/files.ts';

// The seed lists the demo photos from their committed manifest, without their
// bytes (ADR 0052): the manifest must say what the library would store of the
// JPEGs as committed, or a preview would list photos no function can serve.

test('the demo photo manifest is the committed JPEGs, as the library stores them (npm run demo-photos rewrites it)', async () => {
  const onDisk = (await readdir(new URL('../../functions/seed/photos/', import.meta.url))).filter((name) => name.endsWith('.jpg'));
  expect(onDisk.map((name) => name.slice(0, -'.jpg'.length)).sort()).toEqual([...demoPhotoNames].sort());
  expect(Object.keys(demoPhotoFiles).sort()).toEqual([...demoPhotoNames].sort());
  expect(demoPhotoFiles).toEqual(await demoPhotoFilesOnDisk());
});
