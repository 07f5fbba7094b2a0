import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '#src/schemas/endpoints.ts';
import type { BulkAction, BulkInput, BulkResult } from '#src/schemas/project-bulk.ts';
import { callApi } from '#admin/lib/api-client.ts';
import { dropFromPages, rereadPages, resync, storeInPages } from '#admin/lib/entity-cache.ts';
import { projectEnhancedKeys } from '#admin/features/projects-enhanced/api.ts';

// One change to the projects selected in the list (POST /api/projects-enhanced/bulk),
// and what undoes it.

/** The action that puts back what `action` changed: run on the projects it answered `changed` for. */
export const undoOf: Record<BulkAction, BulkAction> = {
  publish: 'unpublish',
  unpublish: 'publish',
  feature: 'unfeature',
  unfeature: 'feature',
  delete: 'restore',
  restore: 'delete',
};

/**
 * Runs a bulk action; each project's answer goes into the cached pages (a
 * deleted one leaves them), partial failures included, then the page shown is
 * read again, once: the projects may have left its view.
 */
export function useBulkProjectsEnhanced() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkInput) => callApi(endpoints.projectsEnhancedBulk, 'POST', { body: input }),
    onSuccess: (answer: BulkResult) => {
      for (const result of answer.results) {
        if (result.project) storeInPages(queryClient, projectEnhancedKeys, result.project);
        else if (answer.action === 'delete' && result.outcome === 'changed') dropFromPages(queryClient, projectEnhancedKeys, result.id);
      }
      rereadPages(queryClient, projectEnhancedKeys);
    },
    onError: () => resync(queryClient, projectEnhancedKeys),
  });
}
