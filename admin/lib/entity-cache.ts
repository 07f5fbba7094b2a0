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

/** After a failed write the cache may be behind the server: look again, without holding anything up. */
export function resync(queryClient: QueryClient, keys: EntityKeys): void {
  void queryClient.invalidateQueries({ queryKey: keys.all });
}
