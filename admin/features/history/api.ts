import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '#src/schemas/endpoints.ts';
import type { DeletedItem, HistoryCollection, RestoreInput, Restored, Revision } from '#src/schemas/history.ts';
import { callApi } from '#admin/lib/api-client.ts';

// Revision history and recently deleted items (/api/admin/history).

const historyKeys = {
  all: ['history'] as const,
  item: (collection: HistoryCollection, id: string) => [...historyKeys.all, 'item', collection, id] as const,
  /** The history as of one state of the item, for a screen that stays open after a save (the settings). */
  version: (collection: HistoryCollection, id: string, stamp: string) => [...historyKeys.item(collection, id), stamp] as const,
  deleted: () => [...historyKeys.all, 'deleted'] as const,
};

/**
 * An item's history, read afresh each time its screen opens (a save elsewhere
 * adds versions). Screens that leave after a save pass no stamp, so the save
 * costs its one request; the settings screen stays and passes one.
 */
export const versionsQueryOptions = (collection: HistoryCollection, id: string, stamp?: string) =>
  queryOptions({
    queryKey: stamp === undefined ? historyKeys.item(collection, id) : historyKeys.version(collection, id, stamp),
    staleTime: 0,
    queryFn: ({ signal }) => callApi(endpoints.history, 'GET', { query: { collection, id }, signal }),
  });

export const deletedQueryOptions = () =>
  queryOptions({
    queryKey: historyKeys.deleted(),
    // Read again on each visit: every screen's deletes add to it, and none of their hooks knows this key.
    staleTime: 0,
    queryFn: ({ signal }) => callApi(endpoints.history, 'GET', { query: { deleted: '' }, signal }),
  });

/**
 * Restores a version or a deleted item. The history's own cache is refreshed
 * here; the restored record goes to the caller (`onRestored`), whose screen
 * owns that entity's cache.
 */
export function useRestore(onRestored?: (record: Record<string, unknown>) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RestoreInput) => callApi(endpoints.history, 'POST', { body: input }),
    onSuccess: (restored) => {
      if (onRestored) onRestored(restored.record);
      queryClient.setQueryData<DeletedItem[]>(historyKeys.deleted(), (list) =>
        list?.filter((entry) => !(entry.collection === restored.collection && entry.item_id === restored.item_id)),
      );
      void queryClient.invalidateQueries({ queryKey: historyKeys.item(restored.collection, restored.item_id) });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: historyKeys.all }),
  });
}

export type { DeletedItem, HistoryCollection, Restored, Revision };
