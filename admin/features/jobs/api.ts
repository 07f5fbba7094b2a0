import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Job, JobInput } from '#src/schemas/job.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { callApi } from '#admin/lib/api-client.ts';
import { jobKeys } from '#admin/lib/jobs/queries.ts';
import { forgetDeleted, resync, storeSaved } from '#admin/lib/entity-cache.ts';

// Job offers (/api/jobs): one offer, and the writes (the list's query is in
// admin/lib/jobs/queries.ts, shared with the applications inbox).

export const jobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: jobKeys.detail(id),
    queryFn: ({ signal }) => callApi(endpoints.jobs, 'GET', { query: { id }, signal }),
  });

const createJob = (input: JobInput) => callApi(endpoints.jobs, 'POST', { body: input });

/** `version`: the item's updated_at the change is based on (ADR 0045); a stale one is refused with 409. */
const updateJob = (id: string, patch: Partial<JobInput>, version?: string) =>
  callApi(endpoints.jobs, 'PUT', { body: { ...patch, id }, version });

async function deleteJob(id: string): Promise<void> {
  await callApi(endpoints.jobs, 'DELETE', { query: { id } });
}

/** Adds a job; the answer goes straight into the cache (admin/lib/entity-cache.ts). */
export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JobInput) => createJob(input),
    onSuccess: (saved) => storeSaved(queryClient, jobKeys, saved),
    onError: () => resync(queryClient, jobKeys),
  });
}

/** Changes a job, in full or in part (a toggle sends one field). */
export function useUpdateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch, version }: { id: string; patch: Partial<JobInput>; version?: string | undefined }) =>
      updateJob(id, patch, version),
    onSuccess: (saved) => storeSaved(queryClient, jobKeys, saved),
    onError: () => resync(queryClient, jobKeys),
  });
}

/** Deletes a job. */
export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: Job) => deleteJob(id),
    onSuccess: (_, { id }) => forgetDeleted(queryClient, jobKeys, id),
    onError: () => resync(queryClient, jobKeys),
  });
}

export type { Job };
