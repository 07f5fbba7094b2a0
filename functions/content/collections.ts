import { randomUUID } from 'node:crypto';
import * as z from '#functions/platform/zod.ts';
import { message, type Message } from '#src/schemas/messages.ts';
import { clientSchema } from '#src/schemas/client.ts';
import { credentialSchema } from '#src/schemas/credential.ts';
import { documentRecordSchema } from '#src/schemas/document.ts';
import { jobSchema } from '#src/schemas/job.ts';
import { projectRecordSchema } from '#src/schemas/project.ts';
import { projectEnhancedRecordSchema } from '#src/schemas/project-enhanced.ts';
import { categorySchema, sectorSchema, technologySchema, type TaxonomyType } from '#src/schemas/taxonomy.ts';
import { noteAuditItem } from '#functions/audit/audit.ts';
import { forgetDeletion, keepVersion, recordDeletion } from '#functions/content/history.ts';
import { HttpError } from '#functions/platform/http.ts';
import { isStorableId } from '#functions/platform/record-keys.ts';
import { refuseStale } from '#functions/platform/versions.ts';
import {
  assertReadable,
  CorruptDataError,
  createDocument,
  createIfNew,
  deleteKey,
  etagsUnder,
  putDocument,
  putText,
  readOptional,
  readText,
  updateDocument,
} from '#functions/platform/store.ts';

// The content collections, one Blobs document per item (ADR 0030):
//   collections/<name>/items/<id>    the record: the source of truth, written by compare-and-swap
//   collections/<name>/snapshot      every item with the etag it was read at: a cache that makes a
//                                    list read one list call and one read, plus a read of each item
//                                    whose etag changed since (and it heals itself: it is checked
//                                    against the items every time)
//   collections/<name>/changed       a token replaced after every write, so public views can tell
//                                    cheaply whether they are current (functions/content/views.ts)
//   collections/<name>/slugs/<slug>  which item holds a slug (functions/content/slug-claims.ts)
// A write reads and writes one item and a few small documents: its cost does
// not grow with the collection.

export const collectionNames = [
  'projects',
  'projects-enhanced',
  'clients',
  'categories',
  'sectors',
  'technologies',
  'credentials',
  'documents',
  'jobs',
] as const;
export type CollectionName = (typeof collectionNames)[number];

export interface Collection<S extends z.core.$ZodType> {
  name: CollectionName;
  /** The schema of one stored record. */
  item: S;
  /** The slugs an item holds, claimed for it when content is stored in bulk (the seed, an import). */
  slugsOf?: (item: z.infer<S>) => string[];
  /** What the admin calls an item (its title or name), in the recently deleted list. */
  label: (item: z.infer<S>) => string;
}

interface Identified {
  id: string;
}

function collection<S extends z.core.$ZodType>(
  name: CollectionName,
  item: S,
  label: (item: z.infer<S>) => string,
  extra: Partial<Collection<S>> = {},
): Collection<S> {
  return { name, item, label, ...extra };
}

const slugOf = (item: { slug: string }) => [item.slug];
const titleOf = (item: { title: string }) => item.title;
const nameOf = (item: { name: string }) => item.name;

export const collections = {
  projects: collection('projects', projectRecordSchema, titleOf),
  projectsEnhanced: collection('projects-enhanced', projectEnhancedRecordSchema, titleOf, {
    slugsOf: (project) => [project.slug, ...project.previous_slugs],
  }),
  clients: collection('clients', clientSchema, nameOf),
  categories: collection('categories', categorySchema, nameOf, { slugsOf: slugOf }),
  sectors: collection('sectors', sectorSchema, nameOf, { slugsOf: slugOf }),
  technologies: collection('technologies', technologySchema, nameOf, { slugsOf: slugOf }),
  credentials: collection('credentials', credentialSchema, nameOf),
  documents: collection('documents', documentRecordSchema, titleOf, { slugsOf: slugOf }),
  jobs: collection('jobs', jobSchema, titleOf, { slugsOf: slugOf }),
};

/** Each collection under the name the API and the stored keys use (for the history's restores and for imports). */
export const collectionsByName: Record<CollectionName, Collection<z.core.$ZodType<Identified>>> = {
  projects: collections.projects,
  'projects-enhanced': collections.projectsEnhanced,
  clients: collections.clients,
  categories: collections.categories,
  sectors: collections.sectors,
  technologies: collections.technologies,
  credentials: collections.credentials,
  documents: collections.documents,
  jobs: collections.jobs,
};

export const taxonomyCollections: Record<TaxonomyType, (typeof collections)[TaxonomyType]> = {
  categories: collections.categories,
  sectors: collections.sectors,
  technologies: collections.technologies,
};

const home = (source: { name: string }) => `collections/${source.name}/`;
const itemsPrefix = (source: Collection<z.core.$ZodType>) => `${home(source)}items/`;
export const itemKey = (source: Collection<z.core.$ZodType>, id: string) => `${itemsPrefix(source)}${id}`;
const snapshotKey = (source: Collection<z.core.$ZodType>) => `${home(source)}snapshot`;
/** A source's change token: a collection's, or the media library's (functions/media/library.ts). */
export const markerKey = (source: { name: string }) => `${home(source)}changed`;
export const slugKey = (source: Collection<z.core.$ZodType>, slug: string) => `${home(source)}slugs/${slug}`;

interface Snapshot {
  etags: Record<string, string>;
  items: Identified[];
}

/** The snapshot, or undefined when there is none or it is unreadable (it is derived data: rebuilt, never reported). */
async function readSnapshot(source: Collection<z.core.$ZodType>): Promise<Snapshot | undefined> {
  const text = await readText(snapshotKey(source));
  if (text === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return isSnapshot(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isSnapshot(value: unknown): value is Snapshot {
  if (!isObject(value)) return false;
  const { etags, items } = value;
  return isObject(etags) && Array.isArray(items) && items.every((item: unknown) => isObject(item) && typeof item.id === 'string');
}

/** Every item of a collection, in no particular order (callers sort). */
export async function readCollection<S extends z.core.$ZodType>(source: Collection<S>): Promise<{ items: z.infer<S>[] }> {
  const prefix = itemsPrefix(source);
  const [etags, snapshot] = await Promise.all([etagsUnder(prefix), readSnapshot(source)]);
  // Items the snapshot holds at their current etag need no read; the others are read and checked.
  const cached = new Map((snapshot?.items ?? []).map((item) => [item.id, item]));
  const kept: { id: string; etag: string; item: unknown }[] = [];
  const stale: { id: string; etag: string }[] = [];
  for (const [key, etag] of Object.entries(etags)) {
    const id = key.slice(prefix.length);
    const hit = cached.get(id);
    if (hit && snapshot?.etags[id] === etag) kept.push({ id, etag, item: hit });
    else stale.push({ id, etag });
  }
  const reread = await Promise.all(
    stale.map(async (entry) => ({ ...entry, item: await readOptional(itemKey(source, entry.id), source.item) })),
  );
  const entries = [...kept, ...reread.filter((entry) => entry.item !== undefined)];
  const changed = !snapshot || stale.length > 0 || Object.keys(snapshot.etags).length !== kept.length;
  if (changed) await saveSnapshot(source, entries);
  return { items: entries.map((entry) => entry.item as z.infer<S>) };
}

/** An item whose stored document its schema refuses (or that is not JSON): its id and the document's text as stored. */
export interface UnreadableItem {
  id: string;
  text: string;
}

/** A stored text read by the item's schema: undefined when it is not JSON or the schema refuses it. */
function itemOfText<S extends z.core.$ZodType>(source: Collection<S>, text: string): z.infer<S> | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const read = z.safeParse(source.item, json);
  return read.success ? read.data : undefined;
}

/**
 * Every item of a collection that reads, and apart the ones that do not, as
 * stored (ADR 0113): for a backup and an import, which must still work on a
 * site holding such an item, where every other read of the collection refuses
 * it (CorruptDataError, answered 500 and logged). A collection that reads is
 * read as readCollection reads it; only one that does not is read item by item.
 */
export async function readCollectionAsStored<S extends z.core.$ZodType>(
  source: Collection<S>,
): Promise<{ items: z.infer<S>[]; unreadable: UnreadableItem[] }> {
  try {
    return { items: (await readCollection(source)).items, unreadable: [] };
  } catch (error) {
    if (!(error instanceof CorruptDataError)) throw error;
  }
  const prefix = itemsPrefix(source);
  const stored = await Promise.all(
    Object.keys(await etagsUnder(prefix)).map(async (key) => ({ id: key.slice(prefix.length), text: await readText(key) })),
  );
  const items: z.infer<S>[] = [];
  const unreadable: UnreadableItem[] = [];
  for (const { id, text } of stored) {
    if (text === null) continue;
    const item = itemOfText(source, text);
    if (item === undefined) unreadable.push({ id, text });
    else items.push(item);
  }
  return { items, unreadable };
}

/** Each collection's items as this instance last read them by readHeldCollection, with the change token read before them. */
const heldCollections = new Map<string, { token: string; items: readonly unknown[] }>();

/**
 * Every item of a collection, read again only when its change token has moved
 * since this instance last read it: while nothing is written, one small read
 * whatever the number of items (ADR 0086). An item whose write has landed but
 * not yet moved the token is seen from the next token on, as the public views
 * see it (ADR 0030): for reads that tolerate that, never a write's own checks.
 */
export async function readHeldCollection<S extends z.core.$ZodType>(source: Collection<S>): Promise<{ items: readonly z.infer<S>[] }> {
  const token = (await readText(markerKey(source))) ?? '';
  const held = heldCollections.get(source.name);
  if (token && held?.token === token) return { items: held.items as readonly z.infer<S>[] };
  const read = await readCollection(source);
  // A collection never written has no token, which cannot tell one empty store from another.
  if (token) heldCollections.set(source.name, { token, items: read.items });
  return read;
}

async function saveSnapshot(source: Collection<z.core.$ZodType>, entries: readonly { id: string; etag: string; item: unknown }[]) {
  try {
    await putDocument(snapshotKey(source), {
      etags: Object.fromEntries(entries.map((entry) => [entry.id, entry.etag])),
      items: entries.map((entry) => entry.item),
    });
  } catch (error) {
    // The read has what it needs; the next one rebuilds the snapshot.
    console.warn(JSON.stringify({ level: 'warn', event: 'snapshot_write_failed', collection: source.name, error: String(error) }));
  }
}

/** One item, or undefined when there is none with this id. */
export function readItem<S extends z.core.$ZodType>(source: Collection<S>, id: string): Promise<z.infer<S> | undefined> {
  if (!isStorableId(id)) return Promise.resolve(undefined);
  return readOptional(itemKey(source, id), source.item);
}

/** One item, or a 404 with the entity's message. */
export async function readItemOrThrow<S extends z.core.$ZodType>(
  source: Collection<S>,
  id: string,
  notFound: Message,
): Promise<z.infer<S>> {
  const found = await readItem(source, id);
  if (found === undefined) throw new HttpError(404, notFound);
  return found;
}

/** Replaces the collection's change token: every write ends with this, after the item landed. */
async function touch(source: Collection<z.core.$ZodType>): Promise<void> {
  await putText(markerKey(source), randomUUID());
}

/** The current change tokens of some collections ('' for one never written). */
export async function readMarkers(sources: readonly { name: string }[]): Promise<Record<string, string>> {
  const tokens = await Promise.all(sources.map(async (source) => [source.name, (await readText(markerKey(source))) ?? ''] as const));
  return Object.fromEntries(tokens);
}

/** Whether change tokens read at two moments are the same for every collection of `current`. */
export const sameTokens = (earlier: Record<string, string>, current: Record<string, string>) =>
  Object.keys(current).every((name) => earlier[name] === current[name]);

const asRecord = (item: unknown) => item as Record<string, unknown>;

/** Stores a new item (its id is generated, so an existing key is a bug). */
export async function createItem<S extends z.core.$ZodType<Identified>>(
  source: Collection<S>,
  item: z.infer<S>,
  by: string,
): Promise<void> {
  assertReadable(itemKey(source, item.id), source.item, item);
  await createDocument(itemKey(source, item.id), item);
  noteAuditItem({ collection: source.name, item_id: item.id, item_label: source.label(item) });
  await touch(source);
  await keepVersion(source.name, item.id, 'create', by, undefined, asRecord(item));
}

/** Stores a deleted item again, under its own id, and takes it off the recently deleted list. */
export async function restoreItem<S extends z.core.$ZodType<Identified>>(
  source: Collection<S>,
  item: z.infer<S>,
  by: string,
): Promise<void> {
  assertReadable(itemKey(source, item.id), source.item, item);
  if (!(await createIfNew(itemKey(source, item.id), item))) throw new HttpError(409, message('exists_again'));
  noteAuditItem({ collection: source.name, item_id: item.id, item_label: source.label(item) });
  await touch(source);
  await forgetDeletion(source.name, item.id);
  await keepVersion(source.name, item.id, 'restore', by, undefined, asRecord(item));
}

/**
 * An item whose delete has begun: the copy kept for its restore is of this
 * very version, and a save that reads it answers 404 as after the delete, so
 * no save lands between that copy and the item's removal (Blobs has no
 * conditional delete). Readers see the item as it was until it is gone.
 */
const DELETING = '_deleting' as const;
const DELETING_SINCE = '_deleting_since' as const;
const deletingSchema = z.looseObject({ [DELETING]: z.literal(true), [DELETING_SINCE]: z.optional(z.number()) });
type Deleting = z.infer<typeof deletingSchema>;
const isDeleting = (value: unknown): value is Deleting => deletingSchema.safeParse(value).success;

/**
 * How long a mark holds saves off. A delete is one request, which Netlify
 * ends well within this; a mark older than it is a delete cut short (a crash,
 * a timeout), and the item is saved again as if unmarked (ADR 0105).
 */
const DELETE_MARK_MS = 2 * 60 * 1000;
const isAbandoned = (mark: Deleting, now = Date.now()) => now - (mark[DELETING_SINCE] ?? 0) > DELETE_MARK_MS;

/** An item key's document as a write reads it: the record, its mark while a delete runs, or nothing. */
const storedOrDeleting = <S extends z.core.$ZodType>(source: Collection<S>) =>
  z.nullable(z.union([deletingSchema, source.item])) as unknown as z.core.$ZodType<z.infer<S> | Deleting | null>;

export interface ItemChange<T, R> {
  /** The new record, or undefined to leave the stored one as it is. */
  value: T | undefined;
  result: R;
}

class Missing extends Error {}

/**
 * Changes one item by compare-and-swap. `mutate` may run several times (once per
 * conflicting writer) and must be pure apart from reads and throwing; a missing
 * item is a 404 with `notFound`.
 */
export async function updateItem<S extends z.core.$ZodType, R>(
  source: Collection<S>,
  id: string,
  write: {
    notFound: Message;
    by: string;
    action?: 'update' | 'restore';
    /** The version the writer's form was opened at (If-Match): a write based on another is refused with 409. */
    expected?: string | undefined;
  },
  mutate: (existing: z.infer<S>) => ItemChange<z.infer<S>, R> | Promise<ItemChange<z.infer<S>, R>>,
): Promise<R> {
  if (!isStorableId(id)) throw new HttpError(404, write.notFound);
  noteAuditItem({ collection: source.name, item_id: id });
  try {
    const { before, after, result } = await updateDocument(
      itemKey(source, id),
      storedOrDeleting(source),
      () => null,
      async (stored) => {
        if (stored === null || (isDeleting(stored) && !isAbandoned(stored))) throw new Missing();
        // A delete cut short: the record its mark holds, which the save replaces.
        const current: z.infer<S> = isDeleting(stored) ? z.parse(source.item, stored) : stored;
        // Named before anything can refuse the write, so a refusal's audit entry says what it was about.
        noteAuditItem({ collection: source.name, item_id: id, item_label: source.label(current) });
        refuseStale(write.expected, current as object);
        const { value, result } = await mutate(current);
        return { value, result: { before: current, after: value, result } };
      },
    );
    if (after !== undefined) {
      noteAuditItem({ collection: source.name, item_id: id, item_label: source.label(after) });
      await touch(source);
      await keepVersion(source.name, id, write.action ?? 'update', write.by, asRecord(before), asRecord(after));
    }
    return result;
  } catch (error) {
    if (!(error instanceof Missing)) throw error;
    throw new HttpError(404, write.notFound);
  }
}

/** updateItem for a write that follows another (an ended redirect, a deleted sector's projects): an item deleted meanwhile is skipped. */
export async function updateItemIfPresent<S extends z.core.$ZodType, R>(
  source: Collection<S>,
  id: string,
  by: string,
  mutate: (existing: z.infer<S>) => ItemChange<z.infer<S>, R> | Promise<ItemChange<z.infer<S>, R>>,
): Promise<R | undefined> {
  try {
    // The 404 of an item deleted meanwhile is caught here, never answered.
    return await updateItem(source, id, { notFound: message('internal_error'), by }, mutate);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return undefined;
    throw error;
  }
}

/**
 * Deletes one item and returns it, kept restorable for 30 days; a missing item
 * is a 404 with `notFound`. The item is marked by compare-and-swap first: a
 * save that lands before the mark makes it fail, and the mark is made again
 * on the saved version; a marked item changes only by the marks of other
 * deletes while one runs, so the copy kept next is of the version removed,
 * whichever delete writes it (ADR 0100). A marked item (a delete cut short, or
 * one running beside this one) is marked again, with this delete's time (ADR
 * 0105), and deleted from its mark, which holds the whole record.
 */
export async function deleteItem<S extends z.core.$ZodType>(
  source: Collection<S>,
  id: string,
  write: { notFound: Message; by: string },
): Promise<z.infer<S>> {
  noteAuditItem({ collection: source.name, item_id: id });
  if (!isStorableId(id)) throw new HttpError(404, write.notFound);
  try {
    const marked = await updateDocument(
      itemKey(source, id),
      storedOrDeleting(source),
      () => null,
      (current) => {
        if (current === null) throw new Missing();
        // A mark found (a delete cut short, or one running beside this one) is made again with this delete's time, so
        // that no save takes it for a delete cut short while this one runs: a save that read it fails its swap.
        const mark: Deleting = { ...asRecord(current), [DELETING]: true, [DELETING_SINCE]: Date.now() };
        return { value: mark, result: mark };
      },
    );
    const existing: z.infer<S> = z.parse(source.item, marked);
    noteAuditItem({ collection: source.name, item_id: id, item_label: source.label(existing) });
    // Kept before the item goes: an item is never gone without a way back.
    await recordDeletion(source.name, id, source.label(existing), write.by, asRecord(existing));
    await deleteKey(itemKey(source, id));
    await touch(source);
    return existing;
  } catch (error) {
    if (!(error instanceof Missing)) throw error;
    throw new HttpError(404, write.notFound);
  }
}

/**
 * Stores many items at once (the demo content),
 * leaving any item already stored under the same id as it is, and claims their
 * slugs for them.
 */
export async function storeItems<S extends z.core.$ZodType<Identified>>(
  source: Collection<S>,
  items: readonly z.infer<S>[],
): Promise<void> {
  const BATCH = 25;
  for (let start = 0; start < items.length; start += BATCH) {
    await Promise.all(
      items.slice(start, start + BATCH).map(async (item) => {
        await createIfNew(itemKey(source, item.id), item);
        const slugs = source.slugsOf?.(item) ?? [];
        await Promise.all(slugs.map((slug) => createIfNew(slugKey(source, slug), { id: item.id, claimed_at: new Date().toISOString() })));
      }),
    );
  }
  await touch(source);
}

export interface Replacement<T> {
  create: T[];
  change: { before: T; after: T }[];
  remove: T[];
  unchanged: number;
  /** Unreadable items written over by the item of the same id (ADR 0113). */
  repair: { after: T }[];
  /** Unreadable items `next` does not hold, removed. */
  discard: UnreadableItem[];
}

/** What replacing a collection's items by `next` creates, changes and removes (an import's dry run). */
export function planReplacement<T extends Identified>(
  current: readonly T[],
  next: readonly T[],
  unreadable: readonly UnreadableItem[] = [],
): Replacement<T> {
  const stored = new Map(current.map((item) => [item.id, item]));
  const broken = new Set(unreadable.map((item) => item.id));
  const plan: Replacement<T> = { create: [], change: [], remove: [], unchanged: 0, repair: [], discard: [] };
  const kept = new Set<string>();
  for (const item of next) {
    kept.add(item.id);
    const before = stored.get(item.id);
    if (broken.has(item.id)) plan.repair.push({ after: item });
    else if (!before) plan.create.push(item);
    else if (JSON.stringify(before) === JSON.stringify(item)) plan.unchanged += 1;
    else plan.change.push({ before, after: item });
  }
  plan.remove = current.filter((item) => !kept.has(item.id));
  plan.discard = unreadable.filter((item) => !kept.has(item.id));
  return plan;
}

/**
 * Makes a collection hold exactly `next` (an import, functions/backup/backup.ts). Every
 * item written keeps a version and every item removed goes to Recently deleted,
 * so nothing an import replaces is lost; slugs are claimed for their items.
 */
export async function replaceItems<S extends z.core.$ZodType<Identified>>(
  source: Collection<S>,
  next: readonly z.infer<S>[],
  by: string,
  asStored: readonly UnreadableItem[] = [],
): Promise<Replacement<z.infer<S>>> {
  // Items to put back as they were stored, unreadable (a failed import's roll-back, ADR 0113): left out of the
  // plan, whatever the failed import wrote there, then written back, text for text.
  const restored = new Set(asStored.map((item) => item.id));
  const current = await readCollectionAsStored(source);
  const plan = planReplacement(
    current.items.filter((item) => !restored.has(item.id)),
    next.filter((item) => !restored.has(item.id)),
    current.unreadable.filter((item) => !restored.has(item.id)),
  );
  const BATCH = 25;
  // An unreadable item is kept by the backup the import takes first (its safety backup, ADR 0113), not in the
  // item's history, whose versions are read with the item's schema.
  for (const { id } of [...plan.repair.map(({ after }) => after), ...plan.discard])
    console.warn(JSON.stringify({ level: 'warn', event: 'import_replaces_unreadable_item', collection: source.name, item: id }));
  // Written whole: created, written over an unreadable item (which has no version to compare), or changed.
  const written = [
    ...[...plan.create, ...plan.repair.map(({ after }) => after)].map((after) => ({ before: undefined, after })),
    ...plan.change,
  ];
  const writes: (() => Promise<void>)[] = [
    ...plan.remove.map((item) => async () => {
      await recordDeletion(source.name, item.id, source.label(item), by, asRecord(item));
      await deleteKey(itemKey(source, item.id));
    }),
    ...plan.discard.map((item) => () => deleteKey(itemKey(source, item.id))),
    ...written.map(({ before, after }) => async () => {
      assertReadable(itemKey(source, after.id), source.item, after);
      await putDocument(itemKey(source, after.id), after);
      const slugs = source.slugsOf?.(after) ?? [];
      await Promise.all(slugs.map((slug) => putDocument(slugKey(source, slug), { id: after.id, claimed_at: new Date().toISOString() })));
      await keepVersion(source.name, after.id, 'import', by, before === undefined ? undefined : asRecord(before), asRecord(after));
      // An item the import brings back is no longer deleted: left listed, its entry's expiry would forget its history.
      if (before === undefined) await forgetDeletion(source.name, after.id);
    }),
    ...asStored.map(
      ({ id, text }) =>
        () =>
          putText(itemKey(source, id), text),
    ),
  ];
  for (let start = 0; start < writes.length; start += BATCH) await Promise.all(writes.slice(start, start + BATCH).map((write) => write()));
  await touch(source);
  return plan;
}
