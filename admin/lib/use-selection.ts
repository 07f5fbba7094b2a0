import { useMemo, useState } from 'react';

/**
 * The items of a list ticked for a bulk action, by id: kept across pages,
 * filters and searches, while one that left the list (deleted meanwhile, by
 * this person or another) drops out of the selection. `known` finds a ticked
 * item's record: its title for the confirmation, its version for the write.
 */
export function useSelection<T extends { id: string }>(items: readonly T[] | undefined) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const known = useMemo(() => new Map((items ?? []).map((item) => [item.id, item])), [items]);
  const selected: ReadonlySet<string> = new Set([...ticked].filter((id) => known.has(id)));
  const tick = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setTicked(next);
  };
  return { known, selected, tick, select: setTicked };
}
