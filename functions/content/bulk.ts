import * as z from '#functions/platform/zod.ts';
import type { AuditAction } from '#src/schemas/audit.ts';
import { bulkItemErrorSchema } from '#src/schemas/bulk.ts';
import { appendAudit, noteAudit, withAuditNote } from '#functions/audit/audit.ts';
import { toErrorResponse } from '#functions/platform/http.ts';

// The bulk endpoints' common run (ADR 0048, 0054): one action over a list of
// items, one after the other (a person's selection, a page at most; the
// writes of one collection share its change token and snapshot). Each item
// goes through the collection's own write, so it is changed whole or not at
// all; one that fails is a result with the status and coded error its own
// request would have answered, and the others are done. Each item changed or
// refused is the audit entry its own request would have written; the router
// writes one more for the request, with the action and the counts.

/** What one item's write did: whether it changed, the item as stored now (none after a delete), and its name for the answer. */
export interface BulkDone<T> {
  changed: boolean;
  record: T | undefined;
  title: string;
}

export interface BulkItemOutcome<T> {
  id: string;
  outcome: 'changed' | 'unchanged' | 'failed';
  status: number;
  title?: string;
  record?: T;
  error?: z.infer<typeof bulkItemErrorSchema>;
}

export interface BulkRun<A extends string, T> {
  /** The endpoint's name, for the errors it logs. */
  endpoint: string;
  /** The collection the audit entries name. */
  collection: string;
  /** What the word for the items is in the request's audit label ("projects"). */
  noun: string;
  auditActions: Record<A, AuditAction>;
  /** Whether an item's name may go into the audit log (never a person's: enquiries are labelled by id only). */
  labelled: boolean;
  /** One item's write; `expected`: the version the person saw (If-Match for one), refused with 409 when stale. */
  apply: (action: A, id: string, expected: string | undefined) => Promise<BulkDone<T>>;
}

async function changeOne<A extends string, T>(
  run: BulkRun<A, T>,
  action: A,
  id: string,
  expected: string | undefined,
  by: string,
  ip: string,
): Promise<BulkItemOutcome<T>> {
  const { note, result } = withAuditNote(async () => {
    try {
      return { done: await run.apply(action, id, expected) };
    } catch (error) {
      // The one error shape a request for this item alone would have answered (and logged, with a correlation id).
      return { failure: toErrorResponse(error, { name: run.endpoint, method: 'POST', item: id }) };
    }
  });
  const outcome = await result;
  const failure = outcome.failure
    ? { status: outcome.failure.status, body: z.parse(bulkItemErrorSchema, await outcome.failure.json()) }
    : undefined;
  if (failure || outcome.done?.changed) {
    await appendAudit({
      user: by,
      action: run.auditActions[action],
      outcome: failure ? 'failure' : 'success',
      status: failure?.status ?? 200,
      ip,
      collection: run.collection,
      item_id: note.item_id ?? id,
      ...(run.labelled && note.item_label ? { item_label: note.item_label } : {}),
      ...(note.fields ? { fields: note.fields } : {}),
      ...(failure ? { error: failure.body.error, error_code: failure.body.code, error_params: failure.body.params } : {}),
      ...(!failure && expected === undefined ? { last_write_wins: true as const } : {}),
    });
  }
  if (failure) return { id, outcome: 'failed', status: failure.status, error: failure.body };
  const done = outcome.done!;
  return {
    id,
    outcome: done.changed ? 'changed' : 'unchanged',
    status: 200,
    title: done.title,
    ...(done.record === undefined ? {} : { record: done.record }),
  };
}

/** Runs the action on every item in order; answers each item's outcome and the counts. */
export async function runBulk<A extends string, T>(
  run: BulkRun<A, T>,
  input: { action: A; ids: readonly string[]; versions?: Record<string, string> | undefined },
  by: string,
  ip: string,
): Promise<{ results: BulkItemOutcome<T>[]; changed: string[]; failed: number }> {
  const { action, ids, versions } = input;
  noteAudit({ action: run.auditActions[action] });
  const results: BulkItemOutcome<T>[] = [];
  for (const id of ids) results.push(await changeOne(run, action, id, versions?.[id], by, ip));
  const changed = results.filter((result) => result.outcome === 'changed').map((result) => result.id);
  const failed = results.filter((result) => result.outcome === 'failed').length;
  noteAudit({ item_label: `${action}: ${changed.length} changed, ${failed} failed, of ${ids.length} ${run.noun}` });
  return { results, changed, failed };
}
