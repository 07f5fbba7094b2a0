import { z } from 'zod';
import type { AuditAction } from '#src/schemas/audit.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { message } from '#src/schemas/messages.ts';
import { bulkInputSchema, bulkItemErrorSchema, bulkResultSchema, type BulkAction, type BulkItemResult } from '#src/schemas/project-bulk.ts';
import type { ProjectEnhancedRecord } from '#src/schemas/project-enhanced.ts';
import { appendAudit, noteAudit, withAuditNote } from '#functions/audit/audit.ts';
import { restoreContent } from '#functions/api/history.ts';
import { collections, deleteItem, updateItem } from '#functions/content/collections.ts';
import { publishChange } from '#functions/content/publish.ts';
import { readTaxonomies, resolver, type Taxonomies } from '#functions/content/relations.ts';
import { cacheTags } from '#functions/platform/cache.ts';
import { parseWith, respond, toErrorResponse } from '#functions/platform/http.ts';
import { readObject } from '#functions/platform/requests.ts';
import { route, type HandlerContext } from '#functions/platform/route.ts';
import { nextUpdateTime } from '#functions/platform/versions.ts';
import { releaseUploads } from '#functions/uploads/lifecycle.ts';
import { uploadPathsIn } from '#functions/uploads/paths.ts';

// POST /api/projects-enhanced/bulk: publish, unpublish, feature, unfeature,
// delete or restore many enhanced projects in one request (the admin list's
// selection, and the undo of it). Each project goes through the same
// collection helpers as a request for it alone (compare-and-swap, a version
// in its history, Recently deleted), so each is changed whole or not at all;
// one that fails leaves the others done and says why in its result. Each
// project gets the audit entry its own request would have had; the request
// itself is one more entry, naming the action and the counts. Like any write
// sent without a version, the last write wins (ADR 0048).

const source = collections.projectsEnhanced;
const NOT_FOUND = message('not_found', { item: 'project' });

/** The flag each flag action sets, and to what. */
const flags = {
  publish: ['is_published', true],
  unpublish: ['is_published', false],
  feature: ['is_featured', true],
  unfeature: ['is_featured', false],
} as const satisfies Partial<Record<BulkAction, readonly [keyof ProjectEnhancedRecord, boolean]>>;

const auditActions: Record<BulkAction, AuditAction> = {
  publish: 'update',
  unpublish: 'update',
  feature: 'update',
  unfeature: 'update',
  delete: 'delete',
  restore: 'restore',
};

type Done = { changed: boolean; record: ProjectEnhancedRecord | undefined; title: string };

async function applyOne(action: BulkAction, id: string, by: string): Promise<Done> {
  if (action === 'delete') {
    const removed = await deleteItem(source, id, { notFound: NOT_FOUND, by });
    await releaseUploads(uploadPathsIn(removed));
    return { changed: true, record: undefined, title: removed.title };
  }
  if (action === 'restore') {
    const restored = await restoreContent({ collection: 'projects-enhanced', id }, by);
    const record = z.parse(source.item, restored);
    return { changed: true, record, title: record.title };
  }
  const [field, value] = flags[action];
  return updateItem(source, id, { notFound: NOT_FOUND, by }, (existing): { value: ProjectEnhancedRecord | undefined; result: Done } => {
    if (existing[field] === value) return { value: undefined, result: { changed: false, record: existing, title: existing.title } };
    const next: ProjectEnhancedRecord = { ...existing, [field]: value, updated_at: nextUpdateTime(existing) };
    return { value: next, result: { changed: true, record: next, title: next.title } };
  });
}

/** One project's change, recorded in the audit log as its own request would be. */
async function changeOne(action: BulkAction, id: string, by: string, ip: string, taxonomies: Taxonomies): Promise<BulkItemResult> {
  const { note, result } = withAuditNote(async () => {
    try {
      return { done: await applyOne(action, id, by) };
    } catch (error) {
      // The one error shape a request for this project alone would have answered (and logged, with a correlation id).
      return { failure: toErrorResponse(error, { name: 'projects-enhanced/bulk', method: 'POST', item: id }) };
    }
  });
  const outcome = await result;
  const failure = outcome.failure
    ? { status: outcome.failure.status, body: z.parse(bulkItemErrorSchema, await outcome.failure.json()) }
    : undefined;
  if (failure || outcome.done?.changed) {
    await appendAudit({
      user: by,
      action: auditActions[action],
      outcome: failure ? 'failure' : 'success',
      status: failure?.status ?? 200,
      ip,
      collection: source.name,
      item_id: note.item_id ?? id,
      ...(note.item_label ? { item_label: note.item_label } : {}),
      ...(note.fields ? { fields: note.fields } : {}),
      ...(failure
        ? { error: failure.body.error, error_code: failure.body.code, error_params: failure.body.params }
        : { last_write_wins: true as const }),
    });
  }
  if (failure) return { id, outcome: 'failed', status: failure.status, error: failure.body };
  const done = outcome.done!;
  return {
    id,
    outcome: done.changed ? 'changed' : 'unchanged',
    status: 200,
    title: done.title,
    ...(done.record ? { project: resolver(taxonomies)(done.record) } : {}),
  };
}

async function bulk(req: Request, { session: { username }, ip }: HandlerContext<'staff'>): Promise<Response> {
  const { action, ids } = parseWith(bulkInputSchema, await readObject(req));
  noteAudit({ action: auditActions[action] });
  const taxonomies = await readTaxonomies();
  // One after the other: a bulk change is a person's selection (a page at most), and
  // the writes of one collection share its change token and snapshot.
  const results: BulkItemResult[] = [];
  for (const id of ids) results.push(await changeOne(action, id, username, ip, taxonomies));
  const changed = results.filter((result) => result.outcome === 'changed');
  const failed = results.filter((result) => result.outcome === 'failed').length;
  noteAudit({ item_label: `${action}: ${changed.length} changed, ${failed} failed, of ${ids.length} projects` });
  if (changed.length > 0)
    await publishChange({
      what: `enhanced projects ${action}`,
      tags: [cacheTags.projectsEnhanced, ...changed.map((result) => cacheTags.projectEnhanced(result.id))],
    });
  return respond(bulkResultSchema, { action, changed: changed.length, failed, results });
}

export const projectsEnhancedBulkHandler = route(endpoints.projectsEnhancedBulk, { POST: bulk });
