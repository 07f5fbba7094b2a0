import { z } from '#src/schemas/zod-mini.ts';
import { zodMessage } from '#src/schemas/coded-issues.ts';
import { codedErrorFields } from '#src/schemas/api.ts';
import { projectEnhancedSchema } from '#src/schemas/project-enhanced.ts';

// POST /api/projects-enhanced/bulk: one change to many enhanced projects at
// once (the admin list's selection), each project changed whole or not at
// all, with a result per project. `restore` brings deleted projects back from
// Recently deleted: it is how a bulk delete is undone.

export const bulkActions = ['publish', 'unpublish', 'feature', 'unfeature', 'delete', 'restore'] as const;
export type BulkAction = (typeof bulkActions)[number];

/** At most one page of the admin's list at its largest. */
export const BULK_MAX_IDS = 100;

const field = 'bulk_ids';

export const bulkInputSchema = z.object({
  action: z.enum(bulkActions, { error: zodMessage('one_of', { field: 'bulk_action', values: bulkActions.join(', ') }) }),
  /** The projects, each once (a repeated id counts once). */
  ids: z.pipe(
    z
      .array(
        z
          .string({ error: zodMessage('not_id_list', { field }) })
          .check(z.trim(), z.minLength(1, zodMessage('empty_id', { field })), z.maxLength(64, zodMessage('id_too_long', { field }))),
        { error: zodMessage('not_id_list', { field }) },
      )
      .check(z.minLength(1, zodMessage('required', { field })), z.maxLength(BULK_MAX_IDS, zodMessage('too_many_ids', { field }))),
    z.transform((ids: string[]) => [...new Set(ids)]),
  ),
});
export type BulkInput = z.infer<typeof bulkInputSchema>;

/**
 * What happened to one project: `changed` (written), `unchanged` (it was
 * already so: a publish of a published project) or `failed` with the error a
 * request for it alone would have had. `project`: the project as stored now
 * (none after a delete or a failure).
 */
/** Why one project was not changed: the error a request for it alone would have answered (`id`: a 5xx's correlation id). */
export const bulkItemErrorSchema = z.object({ ...codedErrorFields, id: z.optional(z.string()) });

export const bulkItemResultSchema = z.object({
  id: z.string(),
  outcome: z.enum(['changed', 'unchanged', 'failed']),
  status: z.number(),
  title: z.optional(z.string()),
  project: z.optional(projectEnhancedSchema),
  error: z.optional(bulkItemErrorSchema),
});
export type BulkItemResult = z.infer<typeof bulkItemResultSchema>;

/** The answer: the action, how many projects it changed and failed, and every project's result in the order asked. */
export const bulkResultSchema = z.object({
  action: z.enum(bulkActions),
  changed: z.number(),
  failed: z.number(),
  results: z.array(bulkItemResultSchema),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;
