import { useCallback, useMemo, useState } from 'react';

/**
 * Every record a list read a page at a time has shown since it opened, by id,
 * as last shown (ADR 0057): a selection kept across pages finds the title and
 * the version of an item ticked on another page here, and an Undo those of the
 * items its action took out of the view. `forget` drops deleted ones.
 */
export function useRemembered<T extends { id: string }>(items: readonly T[] | undefined) {
  const byId = (records: readonly T[]) => records.map((item) => [item.id, item] as const);
  // A page already in the cache when the list opens (prefetched, or shown before) is remembered from the start.
  const [seen, setSeen] = useState<ReadonlyMap<string, T>>(() => new Map(byId(items ?? [])));
  const [shown, setShown] = useState(items);
  // A new page (or a page changed by a write): remembered during the render that shows it.
  if (items !== shown) {
    setShown(items);
    if (items && items.length > 0) setSeen((previous) => new Map([...previous, ...byId(items)]));
  }
  const forget = useCallback(
    (ids: readonly string[]) => setSeen((previous) => new Map([...previous].filter(([id]) => !ids.includes(id)))),
    [],
  );
  const records = useMemo(() => [...seen.values()], [seen]);
  return { records, forget };
}
