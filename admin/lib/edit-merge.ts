// A three-way merge of a form's values (ADR 0045): the values the form was
// opened with (base), what the person typed since (mine) and the item as
// someone else saved it meanwhile (theirs). A field only they changed takes
// their value, a field only this person changed keeps theirs, and a field both
// changed differently is a conflict the person decides; until then it keeps
// what they typed, so nothing typed is lost.

export type Resolution = 'theirs' | 'conflict';

export interface FieldChange<K extends string = string> {
  key: K;
  base: unknown;
  mine: unknown;
  theirs: unknown;
  /** `theirs`: taken from the other save; `conflict`: both changed it, the person chooses. */
  resolution: Resolution;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function mergeEdits<V extends object>(base: V, mine: V, theirs: V): { merged: V; changes: FieldChange<keyof V & string>[] } {
  const merged = { ...mine };
  const changes: FieldChange<keyof V & string>[] = [];
  for (const key of Object.keys(theirs) as (keyof V & string)[]) {
    const change = { key, base: base[key], mine: mine[key], theirs: theirs[key] };
    if (same(theirs[key], base[key]) || same(mine[key], theirs[key])) continue;
    if (same(mine[key], base[key])) {
      merged[key] = theirs[key];
      changes.push({ ...change, resolution: 'theirs' });
    } else {
      changes.push({ ...change, resolution: 'conflict' });
    }
  }
  return { merged, changes };
}

/** A value as the comparison shows it: lists one item per line, an empty one as a dash. */
export function shownValue(value: unknown, yes: string, no: string): string {
  if (Array.isArray(value)) {
    const items = value.map((item) => shownValue(item, yes, no)).filter((item) => item !== '—');
    return items.length > 0 ? items.join('\n') : '—';
  }
  if (typeof value === 'boolean') return value ? yes : no;
  if (value === null || value === undefined) return '—';
  const text = typeof value === 'string' ? value.trim() : JSON.stringify(value);
  return text === '' ? '—' : text;
}
