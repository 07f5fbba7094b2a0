import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '#src/schemas/endpoints.ts';
import type { EnquiryBulkAction, EnquiryBulkInput, EnquiryBulkResult } from '#src/schemas/enquiry-bulk.ts';
import { callApi } from '#admin/lib/api-client.ts';
import { forgetDeleted, resync, storeSaved } from '#admin/lib/entity-cache.ts';
import { summaryKey } from '#admin/lib/summary.ts';
import { enquiryKeys } from '#admin/features/enquiries/api.ts';

// One change to the enquiries selected in the inbox (POST /api/enquiries/bulk),
// and what undoes it: the opposite mark. A deletion is an erasure: no undo.

export const enquiryUndoOf: Partial<Record<EnquiryBulkAction, EnquiryBulkAction>> = { mark_new: 'mark_handled', mark_handled: 'mark_new' };

/** Runs a bulk action; each enquiry's answer goes into the cache (a deleted one leaves it), partial failures included. */
export function useBulkEnquiries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EnquiryBulkInput) => callApi(endpoints.enquiriesBulk, 'POST', { body: input }),
    onSuccess: (answer: EnquiryBulkResult) => {
      for (const result of answer.results) {
        if (result.enquiry) storeSaved(queryClient, enquiryKeys, result.enquiry);
        else if (answer.action === 'delete' && result.outcome === 'changed') forgetDeleted(queryClient, enquiryKeys, result.id);
      }
      if (answer.failed > 0) resync(queryClient, enquiryKeys);
      // The sidebar's count of new enquiries.
      if (answer.changed > 0) void queryClient.invalidateQueries({ queryKey: summaryKey });
    },
    onError: () => resync(queryClient, enquiryKeys),
  });
}
