import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '#src/schemas/endpoints.ts';
import type { Project, ProjectInput } from '#src/schemas/project.ts';
import { callApi } from '#admin/lib/api-client.ts';
import { forgetDeleted, resync, storeSaved } from '#admin/lib/entity-cache.ts';

// The old, simple projects (/api/projects): the list, one by id, and the writes.

export const projectKeys = {
  all: ['projects'] as const,
  list: () => [...projectKeys.all, 'list'] as const,
  detail: (id: string) => [...projectKeys.all, 'detail', id] as const,
};

const listProjects = ({ signal }: { signal: AbortSignal }) => callApi(endpoints.projects, 'GET', { signal });

export const projectsQueryOptions = () => queryOptions({ queryKey: projectKeys.list(), queryFn: listProjects });

export const projectQueryOptions = (id: string) =>
  queryOptions({
    queryKey: projectKeys.detail(id),
    queryFn: ({ signal }) => callApi(endpoints.projects, 'GET', { query: { id }, signal }),
  });

const createProject = (input: ProjectInput) => callApi(endpoints.projects, 'POST', { body: input });

/** `version`: the item's updated_at the change is based on (ADR 0045); a stale one is refused with 409. */
export const updateProject = (id: string, patch: Partial<ProjectInput>, version?: string) =>
  callApi(endpoints.projects, 'PUT', { body: { ...patch, id }, version });

async function deleteProject(id: string): Promise<void> {
  await callApi(endpoints.projects, 'DELETE', { query: { id } });
}

/** Adds a project; the answer goes straight into the cache (admin/lib/entity-cache.ts). */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProjectInput) => createProject(input),
    onSuccess: (saved) => storeSaved(queryClient, projectKeys, saved),
    onError: () => resync(queryClient, projectKeys),
  });
}

/** Changes a project, in full or in part (a toggle sends one field). */
export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch, version }: { id: string; patch: Partial<ProjectInput>; version?: string | undefined }) =>
      updateProject(id, patch, version),
    onSuccess: (saved) => storeSaved(queryClient, projectKeys, saved),
    onError: () => resync(queryClient, projectKeys),
  });
}

/** Deletes a project. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: Project) => deleteProject(id),
    onSuccess: (_, { id }) => forgetDeleted(queryClient, projectKeys, id),
    onError: () => resync(queryClient, projectKeys),
  });
}

export type { Project };
