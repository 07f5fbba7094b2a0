import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useToast } from '#admin/components/toast.tsx';
import { applyOrder, orderChanges, type Ordered } from '#admin/lib/reorder.ts';
import { isSessionEnd } from '#admin/lib/errors.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { itemTexts } from '#admin/lib/texts/items.ts';

// Saves a new order of a list: the list moves at once (optimistic update), the
// changed display_order values are written one after the other (they may all
// live in one stored document), and on failure the list goes back as it was.
// Each write's answer becomes the item's detail, so an edit form opened next
// is based on the version the move made, not the one before it.

export interface SaveOrderOptions {
  queryKey: QueryKey;
  /** Writes one item's new display_order and answers the saved item. */
  update: (id: string, displayOrder: number) => Promise<unknown>;
  /** Where an item's detail is cached (an edit form reads it), for the items that have one. */
  detail?: (id: string) => QueryKey;
  /** Other queries that read the same records (e.g. the dashboard). */
  invalidate?: QueryKey[];
  /** Where the records sit in the cached data: the data itself unless said (a page holds them in `items`). */
  within?: (data: unknown, reorder: Reorder) => unknown;
}

/** Puts records in their new order. */
export type Reorder = <T extends Ordered>(items: readonly T[]) => T[];

const asList = (data: unknown, reorder: Reorder) => (Array.isArray(data) ? reorder(data as Ordered[]) : data);

interface Variables {
  changes: Ordered[];
  previous: unknown;
}

export function useSaveOrder({ queryKey, update, detail, invalidate = [], within = asList }: SaveOrderOptions) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const texts = useTexts(itemTexts);

  const mutation = useMutation({
    // Saves of the same list run one after the other, each from the order the previous one left.
    scope: { id: `reorder:${JSON.stringify(queryKey)}` },
    mutationFn: async ({ changes }: Variables) => {
      for (const change of changes) {
        const saved = await update(change.id, change.display_order);
        if (detail) queryClient.setQueryData(detail(change.id), saved);
      }
    },
    onError: (error, { previous }) => {
      if (previous !== undefined) queryClient.setQueryData(queryKey, previous);
      if (!isSessionEnd(error)) toast.error(texts.orderFailed);
    },
    onSettled: async () => {
      await Promise.all([queryKey, ...invalidate].map((key) => queryClient.invalidateQueries({ queryKey: key })));
    },
  });

  return {
    pending: mutation.isPending,
    /** `floor`: the number the page's records stay above (pageFloor). */
    save: (items: readonly Ordered[], orderedIds: string[], floor = -1) => {
      const changes = orderChanges(items, orderedIds, floor);
      if (changes.length === 0) return;
      void queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (current: unknown) => within(current, (listed) => applyOrder(listed, orderedIds, changes)));
      mutation.mutate({ changes, previous });
    },
  };
}
