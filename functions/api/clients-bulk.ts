import type { AuditAction } from '#src/schemas/audit.ts';
import type { Client } from '#src/schemas/client.ts';
import { clientBulkInputSchema, clientBulkResultSchema, type ClientBulkAction } from '#src/schemas/client-bulk.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { message } from '#src/schemas/messages.ts';
import { restoreContent } from '#functions/api/history.ts';
import { runBulk, type BulkDone, type BulkRun } from '#functions/content/bulk.ts';
import { collections, deleteItem, updateItem } from '#functions/content/collections.ts';
import { publishChange } from '#functions/content/publish.ts';
import { cacheTags } from '#functions/platform/cache.ts';
import { parseWith, respond } from '#functions/platform/http.ts';
import { readObject } from '#functions/platform/requests.ts';
import { route, type HandlerContext } from '#functions/platform/route.ts';
import { nextUpdateTime, refuseStale } from '#functions/platform/versions.ts';
import { releaseUploads } from '#functions/uploads/lifecycle.ts';
import { uploadPathsIn } from '#functions/uploads/paths.ts';
import * as z from '#functions/platform/zod.ts';

// POST /api/clients/bulk: show, hide, delete or restore many clients in one
// request (the admin list's selection, and the undo of it), each through the
// same collection helpers as a request for it alone, run by
// functions/content/bulk.ts (ADR 0054). Show and hide based on a version
// (`versions`) are refused with 409 when the client changed since.

const source = collections.clients;
const NOT_FOUND = message('not_found', { item: 'client' });

const visible: Record<'show' | 'hide', boolean> = { show: true, hide: false };

const auditActions: Record<ClientBulkAction, AuditAction> = { show: 'update', hide: 'update', delete: 'delete', restore: 'restore' };

async function applyOne(action: ClientBulkAction, id: string, by: string, expected: string | undefined): Promise<BulkDone<Client>> {
  if (action === 'delete') {
    const removed = await deleteItem(source, id, { notFound: NOT_FOUND, by });
    await releaseUploads(uploadPathsIn(removed));
    return { changed: true, record: undefined, title: removed.name };
  }
  if (action === 'restore') {
    const record = z.parse(source.item, await restoreContent({ collection: 'clients', id }, by));
    return { changed: true, record, title: record.name };
  }
  const value = visible[action];
  type Change = { value: Client | undefined; result: BulkDone<Client> };
  return updateItem(source, id, { notFound: NOT_FOUND, by }, (existing): Change => {
    refuseStale(expected, existing);
    if (existing.is_active === value) return { value: undefined, result: { changed: false, record: existing, title: existing.name } };
    const next: Client = { ...existing, is_active: value, updated_at: nextUpdateTime(existing) };
    return { value: next, result: { changed: true, record: next, title: next.name } };
  });
}

async function bulk(req: Request, { session: { username }, ip }: HandlerContext<'staff'>): Promise<Response> {
  const input = parseWith(clientBulkInputSchema, await readObject(req));
  const run: BulkRun<ClientBulkAction, Client> = {
    endpoint: endpoints.clientsBulk.name,
    collection: source.name,
    noun: 'clients',
    auditActions,
    labelled: true,
    apply: (action, id, expected) => applyOne(action, id, username, expected),
  };
  const { results, changed, failed } = await runBulk(run, input, username, ip);
  if (changed.length > 0)
    await publishChange({ what: `clients ${input.action}`, tags: [cacheTags.clients, ...changed.map((id) => cacheTags.client(id))] });
  return respond(clientBulkResultSchema, {
    action: input.action,
    changed: changed.length,
    failed,
    results: results.map(({ record, ...result }) => (record ? { ...result, client: record } : result)),
  });
}

export const clientsBulkHandler = route(endpoints.clientsBulk, { POST: bulk });
