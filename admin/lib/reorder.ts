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

/** Positions of a longest strictly increasing subsequence of `values`. */
function longestIncreasing(values: readonly number[]): Set<number> {
  const length: number[] = [];
  const previous: number[] = [];
  let best = -1;
  values.forEach((value, i) => {
    length[i] = 1;
    previous[i] = -1;
    for (let j = 0; j < i; j += 1) {
      if (values[j]! < value && length[j]! + 1 > length[i]) {
        length[i] = length[j]! + 1;
        previous[i] = j;
      }
    }
    if (best < 0 || length[i] > length[best]!) best = i;
  });
  const kept = new Set<number>();
  for (let i = best; i >= 0; i = previous[i]!) kept.add(i);
  return kept;
}

/**
 * The display_order writes that make the list read in `orderedIds` order, as
 * few as possible, every number above `floor`: the longest run of records already in increasing order
 * keeps its numbers, the others take the lowest free number after the record
 * before them, and a kept record is pushed up only when it must be. Moving one
 * record usually writes that record alone.
 */
export function orderChanges(items: readonly Ordered[], orderedIds: readonly string[], floor = -1): Ordered[] {
  const current = new Map(items.map((item) => [item.id, item.display_order]));
  const ids = orderedIds.filter((id) => current.has(id));
  const values = ids.map((id) => current.get(id)!);
  const kept = longestIncreasing(values);
  const changes: Ordered[] = [];
  let last = floor;
  ids.forEach((id, index) => {
    const value = values[index]!;
    if (kept.has(index) && value > last) {
      last = value;
      return;
    }
    last += 1;
    if (last !== value) changes.push({ id, display_order: last });
  });
  return changes;
}

/**
 * The number a page's reordering stays above (orderChanges' `floor`): -1 on the first page; on a later one, just
 * below its lowest number, so a record moved to its top stays after the pages before instead of leaping to the
 * list's first place.
 */
export function pageFloor(page: { page: number; items: readonly Ordered[] }): number {
  if (page.page <= 1 || page.items.length === 0) return -1;
  return Math.min(...page.items.map((item) => item.display_order)) - 1;
}

/** The list as it will read once the writes are done (for the optimistic update). */
export function applyOrder<T extends Ordered>(items: readonly T[], orderedIds: readonly string[], changes: readonly Ordered[]): T[] {
  const position = new Map(orderedIds.map((id, index) => [id, index]));
  const written = new Map(changes.map((change) => [change.id, change.display_order]));
  return items
    .map((item) => (written.has(item.id) ? { ...item, display_order: written.get(item.id)! } : item))
    .sort((a, b) => (position.get(a.id) ?? Infinity) - (position.get(b.id) ?? Infinity));
}

/**
 * How far to scroll the page this frame while dragging with the pointer at
 * `y` in a viewport `height` pixels tall: nothing in the middle, up to 20 px
 * a frame within the edge band (a sixth of the height, at most 64 px), faster
 * the closer the pointer is to the edge, so a long list can be reordered in
 * one drag.
 */
export function autoScrollStep(y: number, height: number): number {
  const band = Math.min(64, height / 6);
  const maxStep = 20;
  if (y < band) return -Math.ceil(((band - Math.max(y, 0)) / band) * maxStep);
  if (y > height - band) return Math.ceil(((Math.min(y, height) - (height - band)) / band) * maxStep);
  return 0;
}
