// Pure helpers for reordering lists by display_order.

export interface Ordered {
  id: string;
  display_order: number;
}

/** Moves the item at `from` to `to`, shifting the others. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/**
 * The display_order writes that make the list read in `orderedIds` order: the
 * positions are numbered 1, 2, 3… and only items whose number changes are written.
 */
export function orderChanges(items: readonly Ordered[], orderedIds: readonly string[]): Ordered[] {
  const current = new Map(items.map((item) => [item.id, item.display_order]));
  return orderedIds
    .map((id, index) => ({ id, display_order: index + 1 }))
    .filter((change) => current.has(change.id) && current.get(change.id) !== change.display_order);
}

/** The list as it will read once the writes are done (for the optimistic update). */
export function applyOrder<T extends Ordered>(items: readonly T[], orderedIds: readonly string[]): T[] {
  const position = new Map(orderedIds.map((id, index) => [id, index]));
  return items
    .map((item) => (position.has(item.id) ? { ...item, display_order: position.get(item.id)! + 1 } : item))
    .sort((a, b) => (position.get(a.id) ?? Infinity) - (position.get(b.id) ?? Infinity));
}
