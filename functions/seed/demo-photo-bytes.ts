import { readFile as readDiskFile } from 'node:fs/promises';
import { MEDIA_PATH } from '#src/schemas/media.ts';
import { readLibrary } from '#functions/media/library.ts';
import { readPhoto } from '#functions/media/photo.ts';
import { mediaUrlOf } from '#functions/media/store-media.ts';
import { createFile, fileMetadata } from '#functions/platform/store.ts';
import { demoPhotoFiles } from '#functions/seed/demo-photo-files.ts';
import { mediaKeyOf } from '#functions/uploads/paths.ts';

// The demo photos' bytes, stored in Blobs when first needed: the seed lists
// the photos without them (functions/seed/demo-photos.ts), and only the
// functions that serve photos (/media/) or copy them into a backup ship the
// JPEGs (netlify.toml). A photo is stored only while the library lists it.

const nameOfUrl = new Map(Object.entries(demoPhotoFiles).map(([name, file]) => [file.url, name]));

/** Stores one demo photo's bytes from the committed JPEG, checked against its manifest entry. */
async function storeDemoPhotoFile(name: string, url: string): Promise<void> {
  // Two levels under the project's root, as in a bundled function (netlify/functions/).
  const photo = readPhoto(await readDiskFile(new URL(`../../functions/seed/photos/${name}.jpg`, import.meta.url)));
  if (mediaUrlOf(photo.stripped, photo.type) !== url)
    throw new Error(`functions/seed/photos/${name}.jpg is not the photo demo-photo-files.ts lists: run npm run demo-photos`);
  await createFile(mediaKeyOf(url), photo.stripped, {
    contentType: photo.type,
    size: photo.stripped.byteLength,
    createdAt: new Date().toISOString(),
  });
}

/** For a photo the store lacks: stores it when it is a demo photo the library lists (deleted or not), and says whether it did. */
export async function storeListedDemoPhoto(url: string): Promise<boolean> {
  const name = url.startsWith(MEDIA_PATH) ? nameOfUrl.get(url) : undefined;
  if (!name || !(await readLibrary()).some((item) => item.url === url)) return false;
  await storeDemoPhotoFile(name, url);
  return true;
}

/** Stores every demo photo the library lists whose bytes the store lacks (before a backup copies the stored files). */
export async function storeListedDemoPhotos(): Promise<void> {
  const listed = new Set((await readLibrary()).map((item) => item.url));
  for (const [url, name] of nameOfUrl) {
    if (listed.has(url) && !(await fileMetadata(mediaKeyOf(url)))) await storeDemoPhotoFile(name, url);
  }
}
