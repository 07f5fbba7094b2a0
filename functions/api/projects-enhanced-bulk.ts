import * as z from '#functions/platform/zod.ts';
import type { AuditAction } from '#src/schemas/audit.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { message } from '#src/schemas/messages.ts';
import { bulkInputSchema, bulkResultSchema, type BulkAction } from '#src/schemas/project-bulk.ts';
import type { ProjectEnhancedRecord } from '#src/schemas/project-enhanced.ts';
import { restoreContent } from '#functions/api/history.ts';
import { runBulk, type BulkDone, type BulkRun } from '#functions/content/bulk.ts';
import { collections, deleteItem, updateItem } from '#functions/content/collections.ts';
import { publishChange } from '#functions/content/publish.ts';
import { readTaxonomies, resolver } from '#functions/content/relations.ts';
import { cacheTags } from '#functions/platform/cache.ts';
import { parseWith, respond } from '#functions/platform/http.ts';
import { readObject } from '#functions/platform/requests.ts';
import { route, type HandlerContext } from '#functions/platform/route.ts';
import { nextUpdateTime, refuseStale } from '#functions/platform/versions.ts';
import { releaseUploads } from '#functions/uploads/lifecycle.ts';
import { uploadPathsIn } from '#functions/uploads/paths.ts';

// POST /api/projects-enhanced/bulk: publish, unpublish, feature, unfeature,
// delete or restore many enhanced projects in one request (the admin list's
// selection, and the undo of it), each through the same collection helpers
// as a request for it alone (compare-and-swap, a version in its history,
// Recently deleted), run by functions/content/bulk.ts. A flag change based on
// a version (`versions`) is refused with 409 when the project changed since;
// without one, the last write wins (ADR 0045, 0048).

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

async function applyOne(
  action: BulkAction,
  id: string,
  by: string,
  expected: string | undefined,
  /** Receives the projects whose former address a restored one took: their redirect ended. */
  redirectsEnded: string[],
): Promise<BulkDone<ProjectEnhancedRecord>> {
  if (action === 'delete') {
    const removed = await deleteItem(source, id, { notFound: NOT_FOUND, by });
    await releaseUploads(uploadPathsIn(removed));
    return { changed: true, record: undefined, title: removed.title };
  }
  if (action === 'restore') {
    const restored = await restoreContent({ collection: 'projects-enhanced', id }, by, [], redirectsEnded);
    const record = z.parse(source.item, restored);
    return { changed: true, record, title: record.title };
  }
  const [field, value] = flags[action];
  type Change = { value: ProjectEnhancedRecord | undefined; result: BulkDone<ProjectEnhancedRecord> };
  return updateItem(source, id, { notFound: NOT_FOUND, by }, (existing): Change => {
    refuseStale(expected, existing);
    if (existing[field] === value) return { value: undefined, result: { changed: false, record: existing, title: existing.title } };
    const next: ProjectEnhancedRecord = { ...existing, [field]: value, updated_at: nextUpdateTime(existing) };
    return { value: next, result: { changed: true, record: next, title: next.title } };
  });
}

async function bulk(req: Request, { session: { username }, ip }: HandlerContext<'staff'>): Promise<Response> {
  const input = parseWith(bulkInputSchema, await readObject(req));
  const redirectsEnded: string[] = [];
  const run: BulkRun<BulkAction, ProjectEnhancedRecord> = {
    endpoint: endpoints.projectsEnhancedBulk.name,
    collection: source.name,
    noun: 'projects',
    auditActions,
    labelled: true,
    apply: (action, id, expected) => applyOne(action, id, username, expected, redirectsEnded),
  };
  const taxonomies = await readTaxonomies();
  const { results, changed, failed } = await runBulk(run, input, username, ip);
  if (changed.length > 0)
    await publishChange({
      what: `enhanced projects ${input.action}`,
      tags: [cacheTags.projectsEnhanced, ...[...changed, ...redirectsEnded].map((id) => cacheTags.projectEnhanced(id))],
    });
  const show = resolver(taxonomies);
  return respond(bulkResultSchema, {
    action: input.action,
    changed: changed.length,
    failed,
    results: results.map(({ record, ...result }) => (record ? { ...result, project: show(record) } : result)),
  });
}

export const projectsEnhancedBulkHandler = route(endpoints.projectsEnhancedBulk, { POST: bulk });
