import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { searchMatcher } from '#src/lib/text/search.ts';

// Text search (accents and case aside: src/lib/text/search.ts), an optional filter and sorting for a list, kept in the URL
// (?q=&filter=&sort=) so a reload or a shared link shows the same view. Reordering only makes sense on the
// full list in display order, so `canReorder` says when it is allowed.

export interface SortOption<T> {
  label: string;
  compare: (a: T, b: T) => number;
}

export interface ListFilter<T> {
  label: string;
  keep: (item: T) => boolean;
}

export interface ListViewOptions<T, K extends string> {
  items: readonly T[] | undefined;
  text: (item: T) => string;
  /** Named subsets offered besides "all" (e.g. projects missing their French text). */
  filters?: Record<string, ListFilter<T>>;
  sorts: Record<K, SortOption<T>>;
  defaultSort: K;
  /** The sort in which drag-and-drop and the move buttons are offered. */
  orderSort?: K;
}

export interface ListView<T, K extends string> {
  query: string;
  setQuery: (query: string) => void;
  sort: K;
  setSort: (sort: K) => void;
  /** The chosen filter's name, or '' for all items. */
  filter: string;
  setFilter: (filter: string) => void;
  filterOptions: { value: string; label: string }[];
  visible: T[];
  total: number;
  canReorder: boolean;
  sortOptions: { value: K; label: string }[];
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
export const compareText = (a: string, b: string) => collator.compare(a, b);

export function useListView<T, K extends string>({
  items,
  text,
  filters,
  sorts,
  defaultSort,
  orderSort,
}: ListViewOptions<T, K>): ListView<T, K> {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const named = params.get('filter') ?? '';
  const chosen = filters && Object.hasOwn(filters, named) ? filters[named] : undefined;
  const filter = chosen ? named : '';
  const requested = params.get('sort');
  const sort = requested !== null && Object.hasOwn(sorts, requested) ? (requested as K) : defaultSort;

  const update = (key: string, value: string, fallback: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        // Another search, filter or order starts again from the first page (admin/lib/paging.ts).
        next.delete('page');
        if (value === fallback) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  };

  const visible = useMemo(() => {
    const matches = searchMatcher(query);
    const filtered = (items ?? []).filter((item) => (!chosen || chosen.keep(item)) && matches(text(item)));
    return [...filtered].sort(sorts[sort].compare);
  }, [items, query, sort, sorts, text, chosen]);

  return {
    query,
    setQuery: (value) => update('q', value, ''),
    sort,
    setSort: (value) => update('sort', value, defaultSort),
    filter,
    setFilter: (value) => update('filter', value, ''),
    filterOptions: Object.entries(filters ?? {}).map(([value, { label }]) => ({ value, label })),
    visible,
    total: items?.length ?? 0,
    canReorder: query.trim() === '' && filter === '' && sort === (orderSort ?? defaultSort),
    sortOptions: (Object.keys(sorts) as K[]).map((value) => ({ value, label: sorts[value].label })),
  };
}

/** Display order first, then a name: the order the API lists and the website shows. */
export function byDisplayOrder<T extends { display_order: number }>(name: (item: T) => string) {
  return (a: T, b: T) => a.display_order - b.display_order || compareText(name(a), name(b));
}

/** Sorts or filters with their labels in the admin's language (the definitions hold only how they work). */
export function labelled<K extends string, V extends object>(
  options: Record<K, V>,
  labels: Record<K, string>,
): Record<K, V & { label: string }> {
  return Object.fromEntries(Object.entries(options).map(([key, value]) => [key, { ...(value as V), label: labels[key as K] }])) as Record<
    K,
    V & { label: string }
  >;
}
