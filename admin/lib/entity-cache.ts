import type { QueryClient, QueryKey } from '@tanstack/react-query';

// What every entity mutation does to the cache with the server's own answer,
// so a save costs its one request: the saved record replaces (or joins) the
// list and becomes the detail; a deleted one leaves both. Lists are sorted on
// screen (use-list-view.ts), so where a record sits in the cached array does
// not matter.

export interface EntityKeys {
  all: QueryKey;
  list: () => QueryKey;
  detail?: (id: string) => QueryKey;
}

interface Identified {
  id: string;
}

export function storeSaved(queryClient: QueryClient, keys: EntityKeys, saved: Identified): void {
  if (keys.detail) queryClient.setQueryData(keys.detail(saved.id), saved);
  queryClient.setQueryData<Identified[]>(keys.list(), (list) => {
    if (!list) return list;
    return list.some((item) => item.id === saved.id) ? list.map((item) => (item.id === saved.id ? saved : item)) : [...list, saved];
  });
}

export function forgetDeleted(queryClient: QueryClient, keys: EntityKeys, id: string): void {
  if (keys.detail) queryClient.removeQueries({ queryKey: keys.detail(id), exact: true });
  queryClient.setQueryData<Identified[]>(keys.list(), (list) => list?.filter((item) => item.id !== id));
}

/**
 * A list read a page at a time (ADR 0057): each page is cached under `pages()`
 * with the view it shows, an object holding its `items`.
 */
export interface PagedKeys {
  all: QueryKey;
  pages: () => QueryKey;
  detail: (id: string) => QueryKey;
}

interface ItemPage {
  items: Identified[];
}

/** The saved record takes its place in every cached page that shows it, and becomes the detail. */
export function storeInPages(queryClient: QueryClient, keys: PagedKeys, saved: Identified): void {
  queryClient.setQueryData(keys.detail(saved.id), saved);
  queryClient.setQueriesData<ItemPage>({ queryKey: keys.pages() }, (page) =>
    page ? { ...page, items: page.items.map((item) => (item.id === saved.id ? saved : item)) } : page,
  );
}

/** A deleted record leaves every cached page and its detail. */
export function dropFromPages(queryClient: QueryClient, keys: PagedKeys, id: string): void {
  queryClient.removeQueries({ queryKey: keys.detail(id), exact: true });
  queryClient.setQueriesData<ItemPage>({ queryKey: keys.pages() }, (page) =>
    page ? { ...page, items: page.items.filter((item) => item.id !== id) } : page,
  );
}

/**
 * After a write the page shown is read again (the others when shown): the
 * server decides which records a view holds, in which order, and its counts,
 * and a change may move a record into or out of a view.
 */
export function rereadPages(queryClient: QueryClient, keys: PagedKeys): void {
  void queryClient.invalidateQueries({ queryKey: keys.pages() });
}

/** After a failed write the cache may be behind the server: look again, without holding anything up. */
export function resync(queryClient: QueryClient, keys: Pick<EntityKeys, 'all'>): void {
  void queryClient.invalidateQueries({ queryKey: keys.all });
}
