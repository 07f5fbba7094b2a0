import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { endpoints } from '#src/schemas/endpoints.ts';
import { pageDetailSchema, pageDocumentSchema, type PageDetail, type PageRow } from '#src/schemas/pages.ts';
import { findSitePage } from '#src/site/pages.ts';
import { ApiError, callApi } from '#admin/lib/api-client.ts';

// The pages' texts (/api/pages, ADR 0058): the list with each page's status,
// one page with its draft and its published version, saving a draft and
// publishing it.

const pageKeys = {
  all: ['pages'] as const,
  list: () => [...pageKeys.all, 'list'] as const,
  detail: (id: string) => [...pageKeys.all, 'detail', id] as const,
};

export const pagesQueryOptions = () =>
  queryOptions({
    queryKey: pageKeys.list(),
    queryFn: ({ signal }) => callApi(endpoints.pages, 'GET', { signal }),
  });

export const pageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: pageKeys.detail(id),
    queryFn: ({ signal }) => callApi(endpoints.pages, 'GET', { query: { id }, signal }),
  });

/** The page as the server answered a save or a publish: the detail, and its row of the list (its name stays the list's). */
function storePage(queryClient: QueryClient, page: PageDetail): void {
  queryClient.setQueryData(pageKeys.detail(page.id), page);
  queryClient.setQueryData<PageRow[]>(pageKeys.list(), (rows) =>
    rows?.map((row): PageRow => {
      if (row.id !== page.id) return row;
      const { updated_at, updated_by, published_at, published_by, publish_at, scheduled_by } = page;
      return {
        id: row.id,
        type: row.type,
        title: row.title,
        title_fr: row.title_fr,
        path: row.path,
        status: page.status,
        ...(updated_at ? { updated_at } : {}),
        ...(updated_by ? { updated_by } : {}),
        ...(published_at ? { published_at } : {}),
        ...(published_by ? { published_by } : {}),
        ...(publish_at ? { publish_at } : {}),
        ...(scheduled_by ? { scheduled_by } : {}),
      };
    }),
  );
}

/**
 * A signed address of the page's draft as its public page will show it (valid
 * 30 minutes: read again every 20). `version` is the page's updated_at: each
 * save asks for a new address, so the preview's frame loads the draft saved.
 */
export const pagePreviewQueryOptions = (id: string, lang: 'en' | 'fr', version: string) =>
  queryOptions({
    queryKey: [...pageKeys.detail(id), 'preview', lang, version] as const,
    queryFn: ({ signal }) => callApi(endpoints.pagesPreview, 'POST', { query: { id }, body: { lang }, signal }),
    staleTime: 20 * 60 * 1000,
    refetchInterval: 20 * 60 * 1000,
  });

/** Any failure: read again what the server holds. */
const resync = (queryClient: QueryClient) => void queryClient.invalidateQueries({ queryKey: pageKeys.all });

/** Saves a page's whole draft; `version` is the page's updated_at it is based on (ADR 0045), a stale one is refused with 409. */
export function useSavePageDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, draft, version }: { id: string; draft: Record<string, unknown>; version?: string | undefined }) =>
      callApi(endpoints.pages, 'PUT', { query: { id }, body: draft, version }),
    onSuccess: (saved) => storePage(queryClient, saved),
    // A refused save (409 over someone else's, 400) changed nothing: the form merges or marks its fields; the list may have moved.
    onError: () => void queryClient.invalidateQueries({ queryKey: pageKeys.list() }),
  });
}

/** Publishes a page's draft as saved; the answer carries the page and the links that lead nowhere. */
export function usePublishPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version?: string | undefined }) =>
      callApi(endpoints.pagesPublish, 'POST', { query: { id }, version }),
    onSuccess: ({ page }) => storePage(queryClient, page),
    onError: (error) => {
      // Someone saved since the page was opened: the refusal carries the page as stored.
      const stored = error instanceof ApiError && error.status === 409 ? pageDetailSchema.safeParse(error.current) : undefined;
      if (stored?.success) storePage(queryClient, stored.data);
      // A refused publish (400, 403) changed nothing: the page as shown is still the stored one.
      else if (!(error instanceof ApiError && (error.status === 400 || error.status === 403))) resync(queryClient);
    },
  });
}

/** Schedules the publish of a page's draft at `publishAt` (an instant), or cancels it (null); the answer is the page. */
export function useSchedulePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      publishAt,
      shown,
      version,
    }: {
      id: string;
      publishAt: string | null;
      shown: string | null;
      version?: string | undefined;
    }) => callApi(endpoints.pagesSchedule, 'PUT', { query: { id }, body: { publish_at: publishAt, current_publish_at: shown }, version }),
    onSuccess: (page) => storePage(queryClient, page),
    // A refused date or right (400, 403) changed nothing; anything else: read again what is stored.
    onError: (error) => {
      if (!(error instanceof ApiError && (error.status === 400 || error.status === 403))) resync(queryClient);
    },
  });
}

export type { PageDetail, PageRow };

/** A version restored from the history (its record is the page as stored): the page as the API answers it, in the cache. */
export function useStoreRestoredPage() {
  const queryClient = useQueryClient();
  return (record: Record<string, unknown>) => {
    const page = pageDocumentSchema.parse(record);
    const status = JSON.stringify(page.draft) === JSON.stringify(page.published) ? 'published' : 'draft';
    storePage(queryClient, { ...page, path: findSitePage(page.id)?.path ?? '', status });
  };
}
