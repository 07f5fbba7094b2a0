import type * as z from '#src/schemas/zod-mini.ts';
import { bulkInputOf, bulkResultOf } from '#src/schemas/bulk.ts';
import { projectEnhancedSchema } from '#src/schemas/project-enhanced.ts';

// POST /api/projects-enhanced/bulk: one change to many enhanced projects at
// once (the admin list's selection), each project changed whole or not at
// all, with a result per project. `restore` brings deleted projects back from
// Recently deleted: it is how a bulk delete is undone.

export const bulkActions = ['publish', 'unpublish', 'feature', 'unfeature', 'delete', 'restore'] as const;
export type BulkAction = (typeof bulkActions)[number];

export const bulkInputSchema = bulkInputOf(bulkActions);
export type BulkInput = z.infer<typeof bulkInputSchema>;

/** Each project's result carries the project as stored now (`project`), as its own request would answer it. */
export const bulkResultSchema = bulkResultOf(bulkActions, 'project', projectEnhancedSchema);
export type BulkResult = z.infer<typeof bulkResultSchema>;
