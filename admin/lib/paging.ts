import { useSearchParams } from 'react-router-dom';

// A long list shown a page at a time, the page and its size kept in the URL
// (?page=&size=) beside the list's search and filters, so a reload or a shared
// link opens the same page. For clients and enquiries the whole list is in
// the browser (one read per collection), so a page is a slice of it: paging
// costs no request. The portfolio projects are paged by the server, which
// answers the page of the view asked (useServerPaging, ADR 0057).

export const pageSizes = [25, 50, 100] as const;
/** Fifty cards: a screen that renders at once even at 500 items, and few enough pages to leaf through. */
const DEFAULT_SIZE = 50;

export interface PageSlice<T> {
  /** The items of this page. */
  items: T[];
  /** This page, from 1, within the pages there are (a page past the last shows the last). */
  page: number;
  pages: number;
  /** Positions of its first and last item, from 1 (0 and 0 for an empty list). */
  from: number;
  to: number;
  total: number;
  size: number;
}

/** Page `page` (from 1) of `items`, `size` a page; out-of-range pages are brought back into range. */
export function slicePage<T>(items: readonly T[], page: number, size: number): PageSlice<T> {
  const total = items.length;
  const pages = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pages);
  const start = (current - 1) * size;
  const slice = items.slice(start, start + size);
  return { items: slice, page: current, pages, from: slice.length ? start + 1 : 0, to: start + slice.length, total, size };
}

/** The page and size a URL asks for: a size must be one of `pageSizes`, anything else is the default. */
export function pagingOf(params: URLSearchParams): { page: number; size: number } {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const size = Number(params.get('size'));
  return {
    page: Number.isFinite(page) && page > 0 ? page : 1,
    size: (pageSizes as readonly number[]).includes(size) ? size : DEFAULT_SIZE,
  };
}

/** The query string of page `page` at `size`, the rest of `params` kept (page 1 and the default size are left out). */
export function pageSearch(params: URLSearchParams, page: number, size: number): string {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  if (size !== DEFAULT_SIZE) next.set('size', String(size));
  else next.delete('size');
  const search = next.toString();
  return search ? `?${search}` : '';
}

export interface Paging<T> extends PageSlice<T> {
  /** The address of another page of the same view. */
  searchOf: (page: number) => string;
  setSize: (size: number) => void;
}

/** The page of `items` the URL asks for. */
export function usePaging<T>(items: readonly T[]): Paging<T> {
  const [params, setParams] = useSearchParams();
  const { page, size } = pagingOf(params);
  const slice = slicePage(items, page, size);
  return {
    ...slice,
    searchOf: (target) => pageSearch(params, target, size),
    // A new size starts again from the first page.
    setSize: (next) => setParams(new URLSearchParams(pageSearch(params, 1, next)), { replace: true }),
  };
}

/** A page the server answered (ADR 0057): which page of how many at which size, of how many items. */
export interface ServerPage<T> {
  items: T[];
  total: number;
  page: number;
  pages: number;
  size: number;
}

/** The paging of a page the server answered, for the pager under it. */
export function useServerPaging<T>(answer: ServerPage<T>): Paging<T> {
  const [params, setParams] = useSearchParams();
  const { items, total, page, pages, size } = answer;
  const start = (page - 1) * size;
  return {
    items,
    page,
    pages,
    total,
    size,
    from: items.length ? start + 1 : 0,
    to: start + items.length,
    searchOf: (target) => pageSearch(params, target, size),
    setSize: (next) => setParams(new URLSearchParams(pageSearch(params, 1, next)), { replace: true }),
  };
}
