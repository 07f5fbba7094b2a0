// Lists come sorted by display_order ascending, then by title or name (spec
// sections 5 and 9), with the id as a last resort so the order never depends
// on storage order.

// Made on first use: the first collator loads ICU's collation data (about 6 ms),
// which a function's cold start should pay only when it sorts.
let collator: Intl.Collator | undefined;
export const compareText = (a: string, b: string): number =>
  (collator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true })).compare(a, b);

interface Ordered {
  id: string;
  display_order: number;
}

export function sortByDisplayOrder<T extends Ordered>(items: readonly T[], label: (item: T) => string): T[] {
  return [...items].sort(
    (a, b) => a.display_order - b.display_order || compareText(label(a), label(b)) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
