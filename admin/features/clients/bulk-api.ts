import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '#src/schemas/endpoints.ts';
import type { ClientBulkAction, ClientBulkInput, ClientBulkResult } from '#src/schemas/client-bulk.ts';
import { callApi } from '#admin/lib/api-client.ts';
import { forgetDeleted, resync, storeSaved } from '#admin/lib/entity-cache.ts';
import { clientKeys } from '#admin/features/clients/api.ts';

// One change to the clients selected in the list (POST /api/clients/bulk), and what undoes it.

/** The action that puts back what `action` changed: run on the clients it answered `changed` for. */
export const clientUndoOf: Record<ClientBulkAction, ClientBulkAction> = {
  show: 'hide',
  hide: 'show',
  delete: 'restore',
  restore: 'delete',
};

/** Runs a bulk action; each client's answer goes into the cache (a deleted one leaves it), partial failures included. */
export function useBulkClients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClientBulkInput) => callApi(endpoints.clientsBulk, 'POST', { body: input }),
    onSuccess: (answer: ClientBulkResult) => {
      for (const result of answer.results) {
        if (result.client) storeSaved(queryClient, clientKeys, result.client);
        else if (answer.action === 'delete' && result.outcome === 'changed') forgetDeleted(queryClient, clientKeys, result.id);
      }
      // A client that failed may have changed meanwhile: look again.
      if (answer.failed > 0) resync(queryClient, clientKeys);
    },
    onError: () => resync(queryClient, clientKeys),
  });
}
