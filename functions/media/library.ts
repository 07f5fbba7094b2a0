import { randomUUID } from 'node:crypto';
import * as z from '#functions/platform/zod.ts';
import { issueOf, message } from '#src/schemas/messages.ts';
import { MEDIA_PATH, mediaRecordSchema, type MediaRecord, type MediaRef } from '#src/schemas/media.ts';
import { HttpError } from '#functions/platform/http.ts';
import { fileMetadata, putText, readDocument, updateDocument } from '#functions/platform/store.ts';
import { mediaKeyOf } from '#functions/uploads/paths.ts';
import { markerKey } from '#functions/content/collections.ts';

// The media library (docs/decisions/0055-media-library-storage-and-processing.md): one Blobs document
// listing every photo staff uploaded, and the photos themselves.
//   media/library              every item: its address, size, alt texts, focal point, file name
//   uploads/media/<hash>.<ext> the photo, under the first 32 hex digits of the SHA-256 of
//                              the bytes kept (metadata stripped), served at /media/<hash>.<ext>
//   collections/media/changed  a token replaced after every change, so the public views that
//                              show photos (functions/content/views.ts) know to rebuild
// One document: a read of the library is one Blobs read whatever the number
// of projects it resolves (a site holds hundreds of photos, not millions: the
// upload cap bounds them). Photos live with the uploads, so the upload cap
// counts them, the upload sweep removes those nothing refers to, and a kept
// version of a project holds the photos it shows (functions/content/history.ts).

/** An item as stored, tombstones included (src/schemas/media.ts); pruneMediaTombstones drops a tombstone once nothing holds its file. */
export type StoredMedia = MediaRecord;

const LIBRARY_KEY = 'media/library';
const librarySchema = z.object({ items: z.array(mediaRecordSchema) });

/** The library's change token, read as a public view's source (functions/content/views.ts). */
export const mediaSource = { name: 'media' } as const;

/** Every item, newest first, tombstones included. */
export async function readLibrary(): Promise<StoredMedia[]> {
  const { items } = await readDocument(LIBRARY_KEY, librarySchema, () => ({ items: [] }));
  return items;
}

/** Applies a change to the library atomically; `change` returns the items to store, or undefined for none. */
export async function changeLibrary<R>(change: (items: StoredMedia[]) => { items: StoredMedia[] | undefined; result: R }): Promise<R> {
  const result = await updateDocument(
    LIBRARY_KEY,
    librarySchema,
    () => ({ items: [] }),
    (current) => {
      const { items, result } = change(current.items);
      return { value: items && { items }, result: { result, changed: items !== undefined } };
    },
  );
  if (result.changed) await putText(markerKey(mediaSource), randomUUID());
  return result.result;
}

/** The library's items by url, for the reads that resolve the photos a project shows. */
export type MediaIndex = ReadonlyMap<string, StoredMedia>;

export async function readMediaIndex(): Promise<MediaIndex> {
  return new Map((await readLibrary()).map((item) => [item.url, item]));
}

/** What a page needs of the library photos among `urls` (in that order, once each); other addresses are left out. */
export function mediaRefs(index: MediaIndex, urls: readonly string[]): MediaRef[] {
  const seen = new Set<string>();
  const refs: MediaRef[] = [];
  for (const url of urls) {
    const item = index.get(url);
    if (!item || seen.has(url)) continue;
    seen.add(url);
    const { width, height, alt_en, alt_fr, focal_x, focal_y } = item;
    refs.push({ url, width, height, alt_en, alt_fr, focal_x, focal_y });
  }
  return refs;
}

/** Throws 400 naming the first `/media/` address among `urls` that the library does not hold, or holds as deleted. */
export function assertInLibrary(index: MediaIndex, fields: readonly { field: string; url: string }[]): void {
  const isLive = (url: string) => {
    const item = index.get(url);
    return item !== undefined && item.deleted_at === undefined;
  };
  const missing = fields.find(({ url }) => url.startsWith(MEDIA_PATH) && !isLive(url));
  if (!missing) return;
  const said = message('media_unknown', { url: missing.url });
  throw new HttpError(400, said, { issues: [issueOf(missing.field, said)] });
}

/**
 * Drops the tombstones whose photo is gone (the upload sweep removed it once
 * no record, kept version or deleted item held it). Run by the hourly sweep
 * after the upload sweep.
 */
export async function pruneMediaTombstones(): Promise<number> {
  const tombstones = (await readLibrary()).filter((item) => item.deleted_at);
  const present = await Promise.all(tombstones.map(async (item) => (await fileMetadata(mediaKeyOf(item.url))) !== null));
  const gone = new Set(tombstones.filter((_, index) => !present[index]).map((item) => item.id));
  if (gone.size === 0) return 0;
  return changeLibrary((items) => {
    const kept = items.filter((item) => !gone.has(item.id));
    return { items: kept.length === items.length ? undefined : kept, result: items.length - kept.length };
  });
}

/** Replaces the whole library (an import, and the roll-back of a failed one). */
export async function replaceLibrary(items: readonly StoredMedia[]): Promise<void> {
  await changeLibrary((current) => ({
    items: JSON.stringify(current) === JSON.stringify(items) ? undefined : [...items],
    result: undefined,
  }));
}
