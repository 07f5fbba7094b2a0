import * as z from '#src/schemas/zod-mini.ts';
import { zodMessage } from '#src/schemas/coded-issues.ts';

// Revision history: every write to a content item or the settings
// keeps the version it wrote, with when, who and which fields changed; a
// deleted item is kept for 30 days and can be restored.

/** What has a history: the six content collections, the settings and the pages (item id: the page's id with _ for /). */
const historyCollections = [
  'projects',
  'projects-enhanced',
  'clients',
  'categories',
  'sectors',
  'technologies',
  'credentials',
  'documents',
  'jobs',
  'settings',
  'pages',
] as const;
export const historyCollectionSchema = z.enum(historyCollections);
export type HistoryCollection = z.infer<typeof historyCollectionSchema>;

/** `publish`: a page's draft made what visitors see. */
export const revisionActionSchema = z.enum(['create', 'update', 'delete', 'restore', 'import', 'publish']);
export type RevisionAction = z.infer<typeof revisionActionSchema>;

const record = z.record(z.string(), z.unknown());

/** One version of an item as it was written (or, for a delete, as it was when deleted). */
export const revisionSchema = z.object({
  /** Sortable: the time it was written, then a random part. */
  id: z.string(),
  collection: historyCollectionSchema,
  item_id: z.string(),
  action: revisionActionSchema,
  at: z.iso.datetime(),
  by: z.string(),
  /** The fields that differ from the version before (every field of a create). */
  changed: z.array(z.string()),
  record,
});
export type Revision = z.infer<typeof revisionSchema>;

/** GET /api/admin/history?collection=&id=: an item's versions, newest first. */
export const revisionListSchema = z.array(revisionSchema);

/** A project a deleted taxonomy item was taken out of, as the project was right after (its update time). */
const unlinkedSchema = z.object({ item_id: z.string(), label: z.string(), updated_at: z.string() });
export type Unlinked = z.infer<typeof unlinkedSchema>;

/** An item deleted less than 30 days ago, restorable until `expires_at`. */
export const deletedItemSchema = z.object({
  collection: historyCollectionSchema,
  item_id: z.string(),
  /** The name or title it had, to find it in the list. */
  label: z.string(),
  deleted_at: z.iso.datetime(),
  by: z.string(),
  expires_at: z.iso.datetime(),
  record,
  /** A taxonomy item's: the projects it was taken out of, linked to it again by a restore unless they changed since. */
  unlinked: z.optional(z.array(unlinkedSchema)),
});
export type DeletedItem = z.infer<typeof deletedItemSchema>;

/** GET /api/admin/history?deleted: every restorable deleted item, most recently deleted first. */
export const deletedListSchema = z.array(deletedItemSchema);

/**
 * POST /api/admin/history: restore a version (`revision`) of an item, or a
 * deleted item as it was when deleted (no `revision`). `current_revision` is the
 * newest version the admin saw: if the item changed since, the restore is
 * refused (409) and nothing is written.
 */
export const restoreInputSchema = z.object({
  collection: historyCollectionSchema,
  id: z.string().check(z.minLength(1, zodMessage('required', { field: 'item_id' }))),
  revision: z.optional(z.string()),
  current_revision: z.optional(z.string()),
});
export type RestoreInput = z.infer<typeof restoreInputSchema>;

/** A project named in a restore's answer. */
const projectRefSchema = z.object({ item_id: z.string(), label: z.string() });

/** A library photo a restored project version showed, deleted from the library since, so left out of the restore. */
export const photoLeftOutSchema = z.object({ field: z.string(), url: z.string(), file_name: z.string() });
export type PhotoLeftOut = z.infer<typeof photoLeftOutSchema>;

/**
 * The restored item as it is now stored. A deleted taxonomy item's restore
 * also says which projects got their link to it back (`relinked`) and which
 * did not because they changed since the deletion, or were deleted (`not_relinked`).
 * A project's, a credential's or a client's restore says which photos of the
 * version were deleted from the library since and so left out (`photos_left_out`).
 */
export const restoredSchema = z.object({
  collection: historyCollectionSchema,
  item_id: z.string(),
  record,
  relinked: z.optional(z.array(projectRefSchema)),
  not_relinked: z.optional(z.array(projectRefSchema)),
  photos_left_out: z.optional(z.array(photoLeftOutSchema)),
});
export type Restored = z.infer<typeof restoredSchema>;
