import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { endpoints } from '#src/schemas/endpoints.ts';
import type { MediaItem, MediaPage } from '#src/schemas/media.ts';
import { callApi } from '#admin/lib/api-client.ts';

// The media library (/api/admin/media), read a page at a time by the server
// (search and paging are its own), shared by the library screen and the
// photo pickers of the project forms.

export interface MediaListParams {
  q: string;
  page: number;
}

const mediaKeys = {
  all: ['media'] as const,
  lists: () => [...mediaKeys.all, 'list'] as const,
  list: ({ q, page }: MediaListParams) => [...mediaKeys.lists(), { q: q.trim(), page }] as const,
  detail: (id: string) => [...mediaKeys.all, 'detail', id] as const,
  byUrl: (url: string) => [...mediaKeys.all, 'by-url', url] as const,
};

export const mediaPageQueryOptions = (params: MediaListParams) =>
  queryOptions({
    queryKey: mediaKeys.list(params),
    queryFn: ({ signal }) =>
      callApi(endpoints.adminMedia, 'GET', {
        query: { ...(params.q.trim() ? { q: params.q.trim() } : {}), ...(params.page > 1 ? { page: String(params.page) } : {}) },
        signal,
      }),
    // Typing in the search box keeps the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export const mediaItemQueryOptions = (id: string) =>
  queryOptions({
    queryKey: mediaKeys.detail(id),
    queryFn: ({ signal }) => callApi(endpoints.adminMedia, 'GET', { query: { id }, signal }),
  });

/**
 * The library item a record's address names (a gallery holds addresses only),
 * in one request (`?url=`) rather than by paging through the library. Read
 * afresh each time it is shown: its version is what a save is based on.
 */
export const mediaByUrlQueryOptions = (url: string) =>
  queryOptions({
    queryKey: mediaKeys.byUrl(url),
    queryFn: ({ signal }) => callApi(endpoints.adminMedia, 'GET', { query: { url }, signal }),
    staleTime: 0,
  });

/** A saved or new item: it becomes its detail and replaces itself in every page held; a new one makes the pages read again. */
export function storeMedia(queryClient: QueryClient, saved: MediaItem, added = false): void {
  queryClient.setQueryData(mediaKeys.detail(saved.id), saved);
  queryClient.setQueryData(mediaKeys.byUrl(saved.url), saved);
  queryClient.setQueriesData<MediaPage>({ queryKey: mediaKeys.lists() }, (page) =>
    page ? { ...page, items: page.items.map((item) => (item.id === saved.id ? saved : item)) } : page,
  );
  // Where a new photo falls (first, by a search) is the server's to say.
  if (added) void queryClient.invalidateQueries({ queryKey: mediaKeys.lists() });
}

export type MediaChange = { id: string; alt_en?: string; alt_fr?: string; focal_x?: number; focal_y?: number };

/** Changes a photo's alt texts or focal point; `version` is the updated_at it is based on (ADR 0045). */
export function useUpdateMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ change, version }: { change: MediaChange; version?: string | undefined }) =>
      callApi(endpoints.adminMedia, 'PUT', { body: change, version }),
    onSuccess: (saved) => storeMedia(queryClient, saved),
    onError: () => void queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}

/** Deletes a photo no project shows (the server refuses one in use, naming where). */
export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id }: MediaItem) => {
      await callApi(endpoints.adminMedia, 'DELETE', { query: { id } });
    },
    onSuccess: (_, { id, url }) => {
      queryClient.removeQueries({ queryKey: mediaKeys.detail(id), exact: true });
      queryClient.removeQueries({ queryKey: mediaKeys.byUrl(url), exact: true });
      queryClient.setQueriesData<MediaPage>({ queryKey: mediaKeys.lists() }, (page) =>
        page ? { ...page, items: page.items.filter((item) => item.id !== id), total: Math.max(0, page.total - 1) } : page,
      );
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}

export type { MediaItem, MediaPage };
