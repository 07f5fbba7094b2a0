import { useQueryClient } from '@tanstack/react-query';
import { storeSaved, type EntityKeys } from '#admin/lib/entity-cache.ts';
import { HistoryPanel } from '#admin/features/history/components/history-panel.tsx';
import type { HistoryCollection } from '#src/schemas/history.ts';

// The history panel of an item's Edit screen (EditScreen's `history`): a
// restored version, checked by the collection's schema, goes into the
// collection's cache as a save's answer does, and the form opens on it.

export function useItemHistory(collection: HistoryCollection, keys: EntityKeys, schema: { parse: (record: unknown) => { id: string } }) {
  const queryClient = useQueryClient();
  return (item: { id: string }, restored: () => void) => (
    <HistoryPanel
      collection={collection}
      id={item.id}
      onRestored={(record) => {
        storeSaved(queryClient, keys, schema.parse(record));
        restored();
      }}
    />
  );
}
