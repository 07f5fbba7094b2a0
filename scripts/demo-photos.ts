import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { readPhoto } from '#functions/media/photo.ts';
import { demoPhotoNames, type DemoPhotoName } from '#functions/seed/demo-photos.ts';
import { writeDemoPhotoFiles } from '#scripts/demo-photos/files.ts';
import { scenes } from '#scripts/demo-photos/scenes.ts';

// `npm run demo-photos`: draws the demo content's photos (SVG scenes in
// scripts/demo-photos/) and writes them as the JPEGs the seed stores in the
// media library (functions/seed/photos/, docs/decisions/0052-demo-photos-drawn-and-committed.md),
// then their manifest (functions/seed/demo-photo-files.ts), which the seed lists them from.
// Run it again after changing a scene and commit the JPEGs; `--only <name>`
// draws one, `--preview <dir>` also writes small PNGs to look at.

const root = path.resolve(import.meta.dirname, '..');
const target = path.join(root, 'functions', 'seed', 'photos');

const { values } = parseArgs({ options: { only: { type: 'string', multiple: true }, preview: { type: 'string' } } });
const names = values.only ? demoPhotoNames.filter((name) => values.only?.includes(name)) : demoPhotoNames;

async function render(name: DemoPhotoName): Promise<number> {
  const svg = Buffer.from(scenes[name]());
  const image = sharp(svg, { density: 72 });
  // No metadata: sharp writes none unless asked (withMetadata), as the upload path strips it too.
  const jpeg = await image.clone().jpeg({ quality: 80, progressive: true, chromaSubsampling: '4:2:0' }).toBuffer();
  // The library's own reader must take it, as the seed stores it through that reader.
  readPhoto(jpeg);
  await writeFile(path.join(target, `${name}.jpg`), jpeg);
  if (values.preview) {
    await mkdir(values.preview, { recursive: true });
    await sharp(jpeg)
      .resize(1200)
      .png()
      .toFile(path.join(values.preview, `${name}.png`));
  }
  return jpeg.byteLength;
}

await mkdir(target, { recursive: true });
let total = 0;
for (const name of names) {
  const bytes = await render(name);
  total += bytes;
  console.log(`${name}.jpg: ${(bytes / 1024).toFixed(0)} KB`);
}
console.log(`${names.length} photos, ${(total / 1024).toFixed(0)} KB`);
await writeDemoPhotoFiles();
