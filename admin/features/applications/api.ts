import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application, ApplicationListQuery, ApplicationStatus } from '#src/schemas/application.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { downloadFile } from '#admin/lib/download.ts';
import { callApi, withQuery } from '#admin/lib/api-client.ts';
import { forgetDeleted, resync, storeSaved } from '#admin/lib/entity-cache.ts';
import { parisDay } from '#src/lib/calendar/company-days.ts';

// Job applications (ADR 0071), newest first from the API; the inbox filters
// the list it read by job and status, and the CSV export asks the server for
// the same view. The CV is fetched with the token and saved as a file: the
// admin never shows it in a page.

const applicationKeys = {
  all: ['applications'] as const,
  list: () => [...applicationKeys.all, 'list'] as const,
};

export const applicationsQueryOptions = () =>
  queryOptions({
    queryKey: applicationKeys.list(),
    queryFn: ({ signal }) => callApi(endpoints.applications, 'GET', { signal }),
    // Applications arrive without any action in the admin: the open inbox looks again now and then.
    refetchInterval: 60_000,
  });

/** Sets an application's status from the version the inbox showed (a change made meanwhile refuses it); the answer goes into the cache. */
export function useSetApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, version }: { id: string; status: ApplicationStatus; version: string }) =>
      callApi(endpoints.applications, 'PUT', { body: { id, status }, version }),
    onSuccess: (saved) => storeSaved(queryClient, applicationKeys, saved),
    onError: () => resync(queryClient, applicationKeys),
  });
}

/** Deletes an application and its CV. */
export function useDeleteApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id }: Application) => {
      await callApi(endpoints.applications, 'DELETE', { query: { id } });
    },
    onSuccess: (_, { id }) => forgetDeleted(queryClient, applicationKeys, id),
    onError: () => resync(queryClient, applicationKeys),
  });
}

/** The CSV export of the view shown (without the CVs), as a download. */
export function downloadApplicationsCsv(view: Pick<ApplicationListQuery, 'job' | 'status'>): Promise<void> {
  return downloadFile(withQuery(endpoints.applications.path, { ...view, format: 'csv' }), `applications-${parisDay(Date.now())}.csv`);
}

/** Saves an application's CV under the name it was sent with. */
export function downloadCv(application: Application): Promise<void> {
  return downloadFile(withQuery(endpoints.applicationsCv.path, { id: application.id }), application.cv.file_name, 'application/pdf');
}
