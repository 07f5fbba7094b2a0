import * as z from '#src/schemas/zod-mini.ts';
import { zodMessage } from '#src/schemas/coded-issues.ts';
import { codedErrorFields } from '#src/schemas/api.ts';

// One change to many items of a collection at once (an admin list's
// selection), each item changed whole or not at all, with a result per item
// (ADR 0048, 0054). Each collection has its own endpoint and contract, built
// from these parts: its actions, and the item its results carry.

/** At most one page of an admin list at its largest. */
export const BULK_MAX_IDS = 100;

const field = 'bulk_ids';

/** The items, each once (a repeated id counts once). */
const bulkIdsSchema = z.pipe(
  z
    .array(
      z
        .string({ error: zodMessage('not_id_list', { field }) })
        .check(z.trim(), z.minLength(1, zodMessage('empty_id', { field })), z.maxLength(64, zodMessage('id_too_long', { field }))),
      { error: zodMessage('not_id_list', { field }) },
    )
    .check(z.minLength(1, zodMessage('required', { field })), z.maxLength(BULK_MAX_IDS, zodMessage('too_many_ids', { field }))),
  z.transform((ids: string[]) => [...new Set(ids)]),
);

/**
 * The version each item was based on (its `updated_at`, as `If-Match` says
 * for one, ADR 0045): an item changed since is refused with 409 in its result.
 * An item without one is changed whatever it holds (last write wins, noted in the audit log).
 */
const bulkVersionsSchema = z.optional(z.record(z.string(), z.string()));

/** The body: the action, the items, and the versions the person saw. */
export function bulkInputOf<const A extends readonly [string, ...string[]]>(actions: A) {
  return z.object({
    action: z.enum(actions, { error: zodMessage('one_of', { field: 'bulk_action', values: actions.join(', ') }) }),
    ids: bulkIdsSchema,
    versions: bulkVersionsSchema,
  });
}

/** Why one item was not changed: the error a request for it alone would have answered (`id`: a 5xx's correlation id). */
export const bulkItemErrorSchema = z.object({ ...codedErrorFields, id: z.optional(z.string()) });

/**
 * The answer: the action, how many items it changed and failed, and every
 * item's result in the order asked: `changed` (written), `unchanged` (it was
 * already so) or `failed` with its error; under `key`, the item as stored now
 * (none after a delete or a failure).
 */
export function bulkResultOf<const A extends readonly [string, ...string[]], const K extends string, S extends z.core.$ZodType>(
  actions: A,
  key: K,
  item: S,
) {
  const stored = { [key]: z.optional(item) } as Record<K, z.ZodMiniOptional<S>>;
  return z.object({
    action: z.enum(actions),
    changed: z.number(),
    failed: z.number(),
    results: z.array(
      z.object({
        id: z.string(),
        outcome: z.enum(['changed', 'unchanged', 'failed']),
        status: z.number(),
        title: z.optional(z.string()),
        ...stored,
        error: z.optional(bulkItemErrorSchema),
      }),
    ),
  });
}
