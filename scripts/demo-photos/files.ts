import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { readPhoto } from '#functions/media/photo.ts';
import { mediaUrlOf } from '#functions/media/store-media.ts';
import { demoPhotoNames } from '#functions/seed/demo-photos.ts';
import type { DemoPhotoFile } from '#functions/seed/demo-photo-files.ts';

// The manifest of the committed demo photos (functions/seed/demo-photo-files.ts):
// what the library stores of each (its address, pixel size and bytes kept), read
// from the JPEGs as an upload would read them, so the seed can list them
// without their bytes (docs/decisions/0052-demo-photos-drawn-and-committed.md).

const root = path.resolve(import.meta.dirname, '..', '..');
const manifestPath = path.join(root, 'functions', 'seed', 'demo-photo-files.ts');

/** Each committed photo as the library would store it, by name. */
export async function demoPhotoFilesOnDisk(): Promise<Record<string, DemoPhotoFile>> {
  const entries = await Promise.all(
    demoPhotoNames.map(async (name) => {
      const photo = readPhoto(await readFile(path.join(root, 'functions', 'seed', 'photos', `${name}.jpg`)));
      const file: DemoPhotoFile = {
        url: mediaUrlOf(photo.stripped, photo.type),
        width: photo.width,
        height: photo.height,
        bytes: photo.stripped.byteLength,
      };
      return [name, file] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** Writes the manifest from the photos on disk (after `npm run demo-photos` draws them). */
export async function writeDemoPhotoFiles(): Promise<void> {
  const files = await demoPhotoFilesOnDisk();
  const source = `// Written by \`npm run demo-photos\` (scripts/demo-photos/files.ts) from the JPEGs in photos/: do not edit.
// What the media library stores of each demo photo, so the seed lists them without reading their bytes.

export interface DemoPhotoFile {
  /** The library address: the hash of the bytes kept (metadata stripped). */
  url: string;
  width: number;
  height: number;
  /** The size of the bytes kept. */
  bytes: number;
}

export const demoPhotoFiles: Readonly<Record<string, DemoPhotoFile>> = ${JSON.stringify(files)};
`;
  const options = await resolveConfig(manifestPath);
  await writeFile(manifestPath, await format(source, { ...options, filepath: manifestPath }));
}
