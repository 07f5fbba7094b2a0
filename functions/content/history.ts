import { randomUUID } from 'node:crypto';
import * as z from '#functions/platform/zod.ts';
import {
  deletedItemSchema,
  revisionSchema,
  type DeletedItem,
  type HistoryCollection,
  type Revision,
  type RevisionAction,
  type Unlinked,
} from '#src/schemas/history.ts';
import { taxonomyTypes } from '#src/schemas/taxonomy.ts';
import { noteAuditItem } from '#functions/audit/audit.ts';
import { isStorableId } from '#functions/platform/record-keys.ts';
import { createIfNew, deleteKey, listKeys, putDocument, readOptional, updateDocument } from '#functions/platform/store.ts';
import { uploadKeyOf, uploadPathsIn } from '#functions/uploads/paths.ts';

// Revision history (ADR 0031). Every write of an item keeps the version it
// wrote, one document each, beside the item:
//   history/<collection>/<item id>/<revision id>   a version (ids sort by time)
//   deleted/<collection>/<item id>                 a deleted item, restorable for 30 days
//   held/<collection>/<item id>/<upload file>      an upload some kept version points to,
//                                                  so the upload sweep keeps it
// A write adds one version (and a hold per upload it points to): its cost does
// not grow with the catalogue nor with the item's history. An item keeps its
// last 50 versions and every version of the last 30 days; the hourly sweep
// removes the rest (pruneHistory).

export const KEEP_VERSIONS = 50;
const KEEP_MS = 30 * 24 * 60 * 60 * 1000;

type StoredRecord = Record<string, unknown>;

/** Where every version of a collection's items is kept. */
export const versionsFolder = (collection: HistoryCollection) => `history/${collection}/`;
export const versionsPrefix = (collection: HistoryCollection, itemId: string) => `${versionsFolder(collection)}${itemId}/`;
const deletedPrefix = 'deleted/';
const deletedKey = (collection: HistoryCollection, itemId: string) => `${deletedPrefix}${collection}/${itemId}`;
const holdsPrefix = (collection: HistoryCollection, itemId: string) => `held/${collection}/${itemId}/`;
const HOLDS = 'held/';

/** When a version was written, from its id. */
const timeOf = (revisionId: string) => Date.parse(revisionId.slice(0, 24));

/** The top-level fields whose values differ (the update time aside, which every write changes). */
function changedFields(before: StoredRecord | undefined, after: StoredRecord): string[] {
  if (!before) return Object.keys(after).sort();
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...fields].filter((field) => field !== 'updated_at' && JSON.stringify(before[field]) !== JSON.stringify(after[field])).sort();
}

/** Stores one version of an item and holds the uploads it points to. */
async function storeVersion(
  collection: HistoryCollection,
  itemId: string,
  action: RevisionAction,
  by: string,
  changed: string[],
  record: StoredRecord,
): Promise<void> {
  const at = new Date().toISOString();
  const revision: Revision = { id: `${at}-${randomUUID()}`, collection, item_id: itemId, action, at, by, changed, record };
  await createIfNew(`${versionsPrefix(collection, itemId)}${revision.id}`, revision);
  await holdUploads(collection, itemId, record);
}

/**
 * Keeps the version a write stored, after the write landed, and notes the
 * fields it changed for the audit log. A failure to keep it is logged, never
 * answered, since the write itself is stored and an error would invite a
 * duplicate retry.
 */
export async function keepVersion(
  collection: HistoryCollection,
  itemId: string,
  action: Exclude<RevisionAction, 'delete'>,
  by: string,
  before: StoredRecord | undefined,
  after: StoredRecord,
): Promise<void> {
  const changed = changedFields(before, after);
  if (before) noteAuditItem({ collection, item_id: itemId, fields: changed });
  try {
    await storeVersion(collection, itemId, action, by, changed, after);
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', event: 'history_write_failed', collection, item: itemId, error: String(error) }));
  }
}

async function holdUploads(collection: HistoryCollection, itemId: string, record: StoredRecord): Promise<void> {
  const files = [...new Set(uploadPathsIn(record).map(uploadKeyOf))];
  await Promise.all(files.map((file) => putDocument(`${holdsPrefix(collection, itemId)}${file.slice('uploads/'.length)}`, {})));
}

/**
 * Drops, for every item, the versions past its last 50 that are older than 30
 * days, and the holds no kept version needs. Run by the hourly sweep
 * (netlify/functions/sweep-uploads.mts), not by saves: a save then costs the same
 * however many versions its item has. Returns how many versions went.
 */
export async function pruneHistory(now = Date.now()): Promise<number> {
  const byItem = new Map<string, string[]>();
  for (const key of await listKeys('history/')) {
    const folder = key.slice(0, key.lastIndexOf('/') + 1);
    byItem.set(folder, [...(byItem.get(folder) ?? []), key.slice(folder.length)]);
  }
  let pruned = 0;
  for (const [folder, ids] of byItem) {
    if (ids.length <= KEEP_VERSIONS) continue;
    const [, collection, itemId] = folder.split('/') as [string, HistoryCollection, string];
    pruned += await pruneVersions(collection, itemId, ids.sort(), now);
  }
  return pruned;
}

async function pruneVersions(collection: HistoryCollection, itemId: string, ids: readonly string[], now: number): Promise<number> {
  const prefix = versionsPrefix(collection, itemId);
  const expired = ids.slice(0, ids.length - KEEP_VERSIONS).filter((id) => now - timeOf(id) > KEEP_MS);
  if (expired.length === 0) return 0;
  await Promise.all(expired.map((id) => deleteKey(`${prefix}${id}`)));
  const kept = await readVersions(collection, itemId);
  const needed = new Set(kept.flatMap((revision) => uploadPathsIn(revision.record).map(uploadKeyOf)));
  const holds = holdsPrefix(collection, itemId);
  const held = await listKeys(holds);
  await Promise.all(held.filter((key) => !needed.has(`uploads/${key.slice(holds.length)}`)).map((key) => deleteKey(key)));
  return expired.length;
}

/** An item's versions, newest first. */
export async function readVersions(collection: HistoryCollection, itemId: string): Promise<Revision[]> {
  if (!isStorableId(itemId)) return [];
  const keys = (await listKeys(versionsPrefix(collection, itemId))).sort().reverse();
  const versions = await Promise.all(keys.map((key) => readOptional(key, revisionSchema)));
  return versions.filter((version): version is Revision => version !== undefined);
}

/** One version of an item, or undefined. */
export function readVersion(collection: HistoryCollection, itemId: string, revisionId: string): Promise<Revision | undefined> {
  if (!/^[0-9TZ:.-]{24}-[0-9a-f-]{36}$/.test(revisionId) || !isStorableId(itemId)) return Promise.resolve(undefined);
  return readOptional(`${versionsPrefix(collection, itemId)}${revisionId}`, revisionSchema);
}

/** Keeps a deleted item for 30 days, with its last version. */
export async function recordDeletion(
  collection: HistoryCollection,
  itemId: string,
  label: string,
  by: string,
  record: StoredRecord,
): Promise<void> {
  const deletedAt = new Date();
  const entry: DeletedItem = {
    collection,
    item_id: itemId,
    label,
    deleted_at: deletedAt.toISOString(),
    by,
    expires_at: new Date(deletedAt.getTime() + KEEP_MS).toISOString(),
    record,
  };
  await putDocument(deletedKey(collection, itemId), entry);
  await storeVersion(collection, itemId, 'delete', by, [], record);
}

/** A deleted item still restorable, or undefined. */
export async function readDeleted(collection: HistoryCollection, itemId: string, now = Date.now()): Promise<DeletedItem | undefined> {
  if (!isStorableId(itemId)) return undefined;
  const entry = await readOptional(deletedKey(collection, itemId), deletedItemSchema);
  return entry && Date.parse(entry.expires_at) > now ? entry : undefined;
}

/** Adds to a deleted item's entry the projects its delete took it out of, for a restore to link them again. */
export async function noteUnlinked(collection: HistoryCollection, itemId: string, unlinked: readonly Unlinked[]): Promise<void> {
  const entry = await readOptional(deletedKey(collection, itemId), deletedItemSchema);
  if (!entry) return;
  await putDocument(deletedKey(collection, itemId), { ...entry, unlinked: [...(entry.unlinked ?? []), ...unlinked] });
}

/** A project a sweep or a relink wrote: its update time moved, from `from` to `to`, with no person's change. */
export interface UnlinkedMove {
  item_id: string;
  from: string;
  to: string;
}

const storedDeletion = z.nullable(deletedItemSchema);

/**
 * Carries a project's new update time into every other deleted item that unlinked it at its former one: a restore
 * relinks a project unchanged since (ADR 0047), and another item's sweep or relink is no change by a person. Without
 * it, deleting a category and a sector from one project, then restoring both, relinked only one.
 */
export async function carryUnlinkedTimes(moves: readonly UnlinkedMove[]): Promise<void> {
  if (moves.length === 0) return;
  const byProject = new Map(moves.map((move) => [`${move.item_id} ${move.from}`, move.to]));
  // Only deleted taxonomy items record the projects they were taken out of.
  const keys = await Promise.all(taxonomyTypes.map((type) => listKeys(`${deletedPrefix}${type}/`)));
  for (const key of keys.flat()) {
    await updateDocument(
      key,
      storedDeletion,
      () => null,
      (entry) => {
        const unlinked = entry?.unlinked;
        if (!entry || !unlinked?.some((link) => byProject.has(`${link.item_id} ${link.updated_at}`)))
          return { value: undefined, result: undefined };
        const carried = unlinked.map((link) => ({
          ...link,
          updated_at: byProject.get(`${link.item_id} ${link.updated_at}`) ?? link.updated_at,
        }));
        return { value: { ...entry, unlinked: carried }, result: undefined };
      },
    );
  }
}

/** The item is back: it is no longer in the deleted list. */
export async function forgetDeletion(collection: HistoryCollection, itemId: string): Promise<void> {
  await deleteKey(deletedKey(collection, itemId));
}

/**
 * Every restorable deleted item, most recently deleted first. Items deleted
 * more than 30 days ago are removed for good on the way, with their versions
 * and holds, so their uploads can go.
 */
export async function listDeleted(now = Date.now()): Promise<DeletedItem[]> {
  const keys = await listKeys(deletedPrefix);
  const entries = await Promise.all(keys.map((key) => readOptional(key, deletedItemSchema)));
  const live: DeletedItem[] = [];
  for (const entry of entries) {
    if (!entry) continue;
    if (Date.parse(entry.expires_at) > now) live.push(entry);
    else await forgetForGood(entry.collection, entry.item_id);
  }
  return live.sort((a, b) => b.deleted_at.localeCompare(a.deleted_at));
}

async function forgetForGood(collection: HistoryCollection, itemId: string): Promise<void> {
  const keys = [...(await listKeys(versionsPrefix(collection, itemId))), ...(await listKeys(holdsPrefix(collection, itemId)))];
  await Promise.all(keys.map((key) => deleteKey(key)));
  await deleteKey(deletedKey(collection, itemId));
  console.warn(JSON.stringify({ level: 'warn', event: 'deleted_item_expired', collection, item: itemId }));
}

/** The Blobs keys of every upload a kept version points to. */
export async function heldUploadKeys(): Promise<Set<string>> {
  const keys = await listKeys(HOLDS);
  // held/<collection>/<item id>/<file>
  return new Set(keys.map((key) => `uploads/${key.split('/').slice(3).join('/')}`));
}
