import type * as z from '#src/schemas/zod-mini.ts';
import { bulkInputOf, bulkResultOf } from '#src/schemas/bulk.ts';
import { clientSchema } from '#src/schemas/client.ts';

// POST /api/clients/bulk: show, hide, delete or restore many clients at once
// (the admin list's selection, and the undo of it). Show and hide set the
// logo's visibility in the carousel (`is_active`); `restore` brings deleted
// clients back from Recently deleted.

export const clientBulkActions = ['show', 'hide', 'delete', 'restore'] as const;
export type ClientBulkAction = (typeof clientBulkActions)[number];

export const clientBulkInputSchema = bulkInputOf(clientBulkActions);
export type ClientBulkInput = z.infer<typeof clientBulkInputSchema>;

export const clientBulkResultSchema = bulkResultOf(clientBulkActions, 'client', clientSchema);
export type ClientBulkResult = z.infer<typeof clientBulkResultSchema>;
