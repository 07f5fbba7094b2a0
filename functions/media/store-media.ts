import { createHash, randomUUID } from 'node:crypto';
import { MEDIA_PATH, mediaTypes, type MediaFields, type MediaType } from '#src/schemas/media.ts';
import { createFile, fileMetadata } from '#functions/platform/store.ts';
import { assertUploadCapacity, keepWithinCapacity, sweepOrphanUploads } from '#functions/uploads/lifecycle.ts';
import { mediaKeyOf } from '#functions/uploads/paths.ts';
import { changeLibrary, readLibrary, type StoredMedia } from '#functions/media/library.ts';
import { readPhoto } from '#functions/media/photo.ts';

// A photo becomes a library item: read and stripped (functions/media/photo.ts),
// stored under the hash of the bytes kept, and listed in the library.

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The url a photo's kept bytes are served at. */
export const mediaUrlOf = (stored: Uint8Array, type: MediaType) => `${MEDIA_PATH}${sha256(stored).slice(0, 32)}.${mediaTypes[type]}`;

export interface StoreMediaOptions extends Partial<Pick<MediaFields, 'alt_fr' | 'focal_x' | 'focal_y'>> {
  file_name: string;
  alt_en: string;
}

/**
 * Stores a photo as a library item from its bytes (uploads, and the demo seed):
 * checked, stripped of metadata, stored under its content's hash. The same
 * photo sent again is the item that already holds it (`created: false`), its
 * texts unchanged: one file, one item, one set of alt texts.
 */
export async function storeMediaItem(bytes: Uint8Array, options: StoreMediaOptions): Promise<{ item: StoredMedia; created: boolean }> {
  const photo = readPhoto(bytes);
  const url = mediaUrlOf(photo.stripped, photo.type);
  const existing = (await readLibrary()).find((item) => item.url === url);
  if (existing && !existing.deleted_at) return { item: existing, created: false };
  const key = mediaKeyOf(url);
  if (!(await fileMetadata(key))) {
    // Orphans past their grace period go first, so the cap counts only files in use or fresh.
    await sweepOrphanUploads();
    await assertUploadCapacity(photo.stripped.byteLength);
    const createdAt = new Date().toISOString();
    if (await createFile(key, photo.stripped, { contentType: photo.type, size: photo.stripped.byteLength, createdAt })) {
      await keepWithinCapacity(key);
    }
  }
  const time = new Date().toISOString();
  const item: StoredMedia = {
    id: randomUUID(),
    url,
    width: photo.width,
    height: photo.height,
    alt_en: options.alt_en,
    alt_fr: options.alt_fr ?? '',
    focal_x: options.focal_x ?? 0.5,
    focal_y: options.focal_y ?? 0.5,
    file_name: options.file_name,
    type: photo.type,
    bytes: photo.stripped.byteLength,
    created_at: time,
    updated_at: time,
  };
  return changeLibrary<{ item: StoredMedia; created: boolean }>((items) => {
    const found = items.find((other) => other.url === url);
    if (found && !found.deleted_at) return { items: undefined, result: { item: found, created: false } };
    // A deleted photo uploaded again is a new item; its tombstone goes.
    return { items: [item, ...items.filter((other) => other.url !== url)], result: { item, created: true } };
  });
}
