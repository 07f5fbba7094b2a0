import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Enquiry, EnquiryStatus } from '#src/schemas/contact.ts';
import type { EnquiryListQuery } from '#src/schemas/enquiry-list.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { downloadFile } from '#admin/lib/download.ts';
import { callApi, withQuery } from '#admin/lib/api-client.ts';
import { forgetDeleted, resync, storeSaved } from '#admin/lib/entity-cache.ts';
import { summaryKey } from '#admin/lib/summary.ts';
import { parisDay } from '#src/lib/calendar/company-days.ts';

// The contact enquiries stored by /api/send-email (newest first from the API).

export const enquiryKeys = {
  all: ['enquiries'] as const,
  list: () => [...enquiryKeys.all, 'list'] as const,
};

export const enquiriesQueryOptions = () =>
  queryOptions({
    queryKey: enquiryKeys.list(),
    queryFn: ({ signal }) => callApi(endpoints.enquiries, 'GET', { signal }),
    // New enquiries arrive without any action in the admin: the open inbox looks again now and then.
    refetchInterval: 60_000,
  });

/** `version`: the enquiry as the inbox showed it (ADR 0045): a change made meanwhile refuses this one. */
function setEnquiryStatus(id: string, status: EnquiryStatus, version: string) {
  return callApi(endpoints.enquiries, 'PUT', { body: { id, status }, version });
}

async function deleteEnquiry(id: string): Promise<void> {
  await callApi(endpoints.enquiries, 'DELETE', { query: { id } });
}

/** Marks an enquiry new or handled; the answer goes straight into the cache. */
export function useSetEnquiryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, version }: { id: string; status: EnquiryStatus; version: string }) => setEnquiryStatus(id, status, version),
    onSuccess: (saved) => {
      storeSaved(queryClient, enquiryKeys, saved);
      // The sidebar's count of new enquiries.
      void queryClient.invalidateQueries({ queryKey: summaryKey });
    },
    onError: () => resync(queryClient, enquiryKeys),
  });
}

/** Deletes an enquiry. */
export function useDeleteEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: Enquiry) => deleteEnquiry(id),
    onSuccess: (_, { id }) => {
      forgetDeleted(queryClient, enquiryKeys, id);
      void queryClient.invalidateQueries({ queryKey: summaryKey });
    },
    onError: () => resync(queryClient, enquiryKeys),
  });
}

/** The CSV export, as a download: every enquiry, or those of a view of the inbox (ADR 0063). */
export function downloadEnquiriesCsv(view: EnquiryListQuery = {}): Promise<void> {
  return downloadFile(withQuery(endpoints.enquiries.path, { ...view, format: 'csv' }), `enquiries-${parisDay(Date.now())}.csv`);
}

/**
 * Sends an enquiry's notification email again, or with no id every one not
 * sent; each enquiry attempted goes into the cache as the server answered it.
 */
export function useRetryRelay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id?: string }) => callApi(endpoints.enquiriesRetry, 'POST', { body: id === undefined ? {} : { id } }),
    onSuccess: ({ attempted }) => {
      for (const enquiry of attempted) storeSaved(queryClient, enquiryKeys, enquiry);
    },
    onError: () => resync(queryClient, enquiryKeys),
  });
}
