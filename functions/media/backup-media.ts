import { message, type Message } from '#src/schemas/messages.ts';
import type { BackupContent, BackupUpload } from '#src/schemas/backup.ts';
import { MAX_MEDIA_BYTES, MEDIA_PATH, type MediaType } from '#src/schemas/media.ts';
import { HttpError } from '#functions/platform/http.ts';
import { fileMetadata } from '#functions/platform/store.ts';
import { readPhoto } from '#functions/media/photo.ts';
import { mediaUrlOf } from '#functions/media/store-media.ts';
import { photoCollections } from '#functions/media/usage.ts';
import { mediaKeyOf } from '#functions/uploads/paths.ts';

// The media library in a backup (functions/backup/backup.ts): its photos travel
// as uploads/media/<name> with their checksums, its items in content.json. An
// import checks each photo as an upload (type from the bytes, size, already
// stripped: its name must be the hash of its bytes) and that every photo a
// project shows and every item lists is in the backup or on this site.

const MEDIA_FOLDER = 'media/';

/**
 * For a backup file under uploads/media/: its type, or the problem that refuses
 * the backup. Undefined for any other upload (checked as logos are).
 */
export function checkedBackupPhoto(upload: BackupUpload, bytes: Uint8Array): { type: MediaType } | { problem: Message } | undefined {
  if (!upload.name.startsWith(MEDIA_FOLDER)) return undefined;
  const file = upload.name;
  if (bytes.byteLength > MAX_MEDIA_BYTES)
    return { problem: message('backup_upload_too_large', { file, megabytes: MAX_MEDIA_BYTES / (1024 * 1024) }) };
  let photo: ReturnType<typeof readPhoto>;
  try {
    photo = readPhoto(bytes);
  } catch (error) {
    if (error instanceof HttpError) return { problem: message('backup_upload_not_image', { file }) };
    throw error;
  }
  if (photo.type !== upload.content_type)
    return { problem: message('backup_upload_type_mismatch', { file, declared: upload.content_type, type: photo.type }) };
  // Stored photos are already stripped: one that still carries metadata, or whose name is not its hash, was not written by a site.
  if (
    `${MEDIA_PATH}${file.slice(MEDIA_FOLDER.length)}` !== mediaUrlOf(photo.stripped, photo.type) ||
    photo.stripped.byteLength !== bytes.byteLength
  ) {
    return { problem: message('backup_upload_damaged', { file }) };
  }
  return { type: photo.type };
}

/** Two library entries for one photo, or the first photo the backup's content needs that neither the backup nor this site holds, as the problem that refuses it. */
export async function missingMedia(content: BackupContent, uploads: ReadonlySet<string>): Promise<Message | undefined> {
  // One entry per photo: the library finds a photo by its id and by its address, and a second entry would take both.
  const ids = new Set<string>();
  const urls = new Set<string>();
  for (const item of content.media) {
    if (ids.has(item.id) || urls.has(item.url)) return message('backup_duplicate_photo', { label: item.file_name, id: item.id });
    ids.add(item.id);
    urls.add(item.url);
  }
  const library = new Set(content.media.map((item) => item.url));
  const shown = photoCollections
    .flatMap(({ name, shownBy }) => shownBy(content.collections[name]))
    .filter(({ url }) => url.startsWith(MEDIA_PATH));
  for (const { collection, label, url } of shown) {
    if (!library.has(url)) return message('backup_unknown_media', { collection, label, url });
  }
  // Photos listed in the library, and those a project shows (a deleted item's included), must be at hand.
  const needed = new Set([...shown.map(({ url }) => url), ...content.media.filter((item) => !item.deleted_at).map((item) => item.url)]);
  for (const item of content.media) {
    if (!needed.has(item.url)) continue;
    const name = `${MEDIA_FOLDER}${item.url.slice(MEDIA_PATH.length)}`;
    if (uploads.has(name) || (await fileMetadata(mediaKeyOf(item.url)))) continue;
    return message('backup_missing_photo', { label: item.file_name, file: name });
  }
  return undefined;
}
