// Counts keyed by what visitors send: a path, a referring domain, a project's
// slug. Held in objects with no prototype, so a key named like one of
// Object's own properties ("constructor", "toString", "__proto__") is counted
// as any other: it neither reads a function nor writes into Object.prototype.

/** An empty record of counts, or a copy of one, with no prototype. */
export const countsFrom = <T>(from: Readonly<Record<string, T>> = {}): Record<string, T> =>
  Object.assign(Object.create(null) as Record<string, T>, from);

/** Adds `count` to a key of a record made by countsFrom. */
export function addCount(counts: Record<string, number>, key: string, count = 1): void {
  counts[key] = (counts[key] ?? 0) + count;
}
