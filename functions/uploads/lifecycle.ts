import { message } from '#src/schemas/messages.ts';
import { HttpError } from '#functions/platform/http.ts';
import { collections, readCollection } from '#functions/content/collections.ts';
import { heldUploadKeys } from '#functions/content/history.ts';
import { getSettings } from '#functions/content/settings.ts';
import { deleteKey, fileMetadata, listKeys, readText } from '#functions/platform/store.ts';
import { MEDIA_URL } from '#src/schemas/media-url.ts';
import { readLibrary } from '#functions/media/library.ts';
import { DOCUMENT_PARTS_PREFIX, LOGO_PARTS_PREFIX, mediaKeyOf, uploadKeyOf, uploadPathsIn } from '#functions/uploads/paths.ts';
import { isDocumentFileKey } from '#functions/documents/document-files.ts';
import { storedWithin } from '#functions/uploads/file-age.ts';

// Uploaded logos live as long as something refers to them, a kept version of
// an item or a recently deleted item included (docs/decisions/0013-upload-lifecycle.md,
// 0031-revision-history.md):
// - a write that replaces or removes a record releases the files the record
//   pointed to, and a released file that nothing else refers to is deleted;
// - a sweep (scheduled, and run before each upload) deletes files that nothing
//   refers to once they are older than a grace period, which covers a logo just
//   uploaded by a form that has not been saved yet;
// - the upload store has a total size cap, so it cannot grow without bound.
// Library photos (uploads/media/, ADR 0055) live by the same rules, and a
// photo the library lists is referred to by its item; a deleted item's
// tombstone holds its file for TOMBSTONE_GRACE_MS only. Documents' PDFs (uploads/documents/) are not
// swept here: kept versions name them by hash; functions/documents/sweep-document-files.ts sweeps them.

export const UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;
const DEFAULT_CAP_BYTES = 200 * 1024 * 1024;

/** The total size the upload store may hold: UPLOADS_MAX_BYTES, else 200 MB. */
function uploadCapBytes(): number {
  const configured = Number(process.env.UPLOADS_MAX_BYTES);
  return Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_CAP_BYTES;
}

/**
 * How long a photo deleted from the library keeps its file. A save checks its
 * photos against the library before it writes (milliseconds, within a
 * function's time): a delete landing in between must not leave it showing a
 * file already gone. Past this, the save has written, and the sweep sees it.
 */
const TOMBSTONE_GRACE_MS = 10 * 60 * 1000;

/** Library photos' addresses as any text names them (a page's stored document, read as it is). */
const MEDIA_URLS = new RegExp(MEDIA_URL.source.slice(1, -1), 'g');

/** The library photos the pages' stored documents (drafts and published versions) show. */
async function pagePhotoKeys(): Promise<string[]> {
  const texts = await Promise.all((await listKeys('pages/')).map((key) => readText(key)));
  return texts.flatMap((text) => (text?.match(MEDIA_URLS) ?? []).map(mediaKeyOf));
}

/** The Blobs keys of every upload that some stored record, a page, the settings or the media library point to. */
async function referencedKeys(now: number): Promise<Set<string>> {
  const { projects, projectsEnhanced, clients, credentials, categories, sectors, technologies } = collections;
  const documents = await Promise.all([
    readCollection(projects),
    readCollection(projectsEnhanced),
    readCollection(clients),
    readCollection(credentials),
    readCollection(categories),
    readCollection(sectors),
    readCollection(technologies),
    getSettings(),
  ]);
  const library = (await readLibrary())
    .filter((item) => item.deleted_at === undefined || now - Date.parse(item.deleted_at) < TOMBSTONE_GRACE_MS)
    .map((item) => mediaKeyOf(item.url));
  return new Set([...uploadPathsIn(documents).map(uploadKeyOf), ...(await pagePhotoKeys()), ...library, ...(await heldUploadKeys())]);
}

const log = (entry: Record<string, unknown>) => console.warn(JSON.stringify({ level: 'warn', ...entry }));

/**
 * After a write that replaced or removed a record: deletes those of its former
 * files that nothing refers to any more. It never fails the write that called
 * it (the sweep catches whatever is left).
 */
export async function releaseUploads(formerPaths: readonly string[], stillUsed: readonly string[] = []): Promise<void> {
  // Compared by file, not by address: the same file may be named in either form (ADR 0047).
  const kept = new Set(stillUsed.map(uploadKeyOf));
  const candidates = [...new Set(formerPaths.map(uploadKeyOf))].filter((key) => !kept.has(key));
  if (candidates.length === 0) return;
  try {
    const referenced = await referencedKeys(Date.now());
    for (const key of candidates) {
      if (!referenced.has(key)) await deleteKey(key);
    }
  } catch (error) {
    log({ event: 'upload_release_failed', files: candidates, error: String(error) });
  }
}

/** Deletes every upload nothing refers to that is older than the grace period; returns the deleted keys. */
export async function sweepOrphanUploads(now = Date.now(), graceMs = UPLOAD_GRACE_MS): Promise<string[]> {
  const [keys, referenced] = await Promise.all([listKeys('uploads/'), referencedKeys(now)]);
  const deleted: string[] = [];
  for (const key of keys) {
    if (referenced.has(key) || isDocumentFileKey(key)) continue;
    if (storedWithin(await fileMetadata(key), now, graceMs)) continue;
    await deleteKey(key);
    deleted.push(key);
  }
  if (deleted.length > 0) log({ event: 'uploads_swept', deleted });
  return deleted;
}

/** The bytes the upload store holds, with the parts of uploads still being sent. */
async function usedBytes(): Promise<number> {
  const keys = (await Promise.all(['uploads/', LOGO_PARTS_PREFIX, DOCUMENT_PARTS_PREFIX].map((prefix) => listKeys(prefix)))).flat();
  const sizes = await Promise.all(keys.map(async (key) => Number((await fileMetadata(key))?.size ?? 0)));
  return sizes.reduce((total, size) => total + (Number.isFinite(size) ? size : 0), 0);
}

const storageFull = (cap: number) => new HttpError(507, message('storage_full', { megabytes: Math.round(cap / (1024 * 1024)) }));

/** Refuses (507) an upload that would take the store past its cap. */
export async function assertUploadCapacity(incomingBytes: number): Promise<void> {
  const cap = uploadCapBytes();
  if ((await usedBytes()) + incomingBytes > cap) throw storageFull(cap);
}

/**
 * After a new file is written under `key`: the store counted again, with it.
 * Uploads sent at once each pass the check above before any is written, so
 * the count after writing is what holds the cap: past it, this file is
 * removed and its upload refused (507). Racing uploads may then all be
 * refused, but no more than fits stays.
 */
export async function keepWithinCapacity(key: string): Promise<void> {
  const cap = uploadCapBytes();
  if ((await usedBytes()) <= cap) return;
  await deleteKey(key);
  throw storageFull(cap);
}
