import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '#src/schemas/endpoints.ts';
import type { ProjectEnhanced, ProjectEnhancedInput } from '#src/schemas/project-enhanced.ts';
import type { ProjectListQuery } from '#src/schemas/project-list.ts';
import { callApi } from '#admin/lib/api-client.ts';
import { dropFromPages, rereadPages, resync, storeInPages } from '#admin/lib/entity-cache.ts';

// Enhanced projects (/api/projects-enhanced): relations come back resolved to
// names. The list is read a page at a time, a page per view
// (/api/admin/projects-enhanced, ADR 0057), each cached under its query.

export const projectEnhancedKeys = {
  all: ['projects-enhanced'] as const,
  pages: () => [...projectEnhancedKeys.all, 'list'] as const,
  page: (query: ProjectListQuery) => [...projectEnhancedKeys.pages(), query] as const,
  detail: (id: string) => [...projectEnhancedKeys.all, 'detail', id] as const,
};

/** The page of the list a view asks for (admin/features/projects-enhanced/list-query.ts reads it from the URL). */
export const projectListQueryOptions = (query: ProjectListQuery) =>
  queryOptions({
    queryKey: projectEnhancedKeys.page(query),
    queryFn: ({ signal }) => callApi(endpoints.adminProjectsEnhanced, 'GET', { query, signal }),
  });

export const projectEnhancedQueryOptions = (id: string) =>
  queryOptions({
    queryKey: projectEnhancedKeys.detail(id),
    queryFn: ({ signal }) => callApi(endpoints.projectsEnhanced, 'GET', { query: { id }, signal }),
  });

/** A signed address of the project's public page as it will look (valid 30 minutes: read again every 20). */
export const previewLinkQueryOptions = (id: string, lang: 'en' | 'fr') =>
  queryOptions({
    queryKey: [...projectEnhancedKeys.detail(id), 'preview', lang] as const,
    queryFn: ({ signal }) => callApi(endpoints.adminPreview, 'POST', { body: { id, lang }, signal }),
    staleTime: 20 * 60 * 1000,
    refetchInterval: 20 * 60 * 1000,
  });

const createProjectEnhanced = (input: ProjectEnhancedInput) => callApi(endpoints.projectsEnhanced, 'POST', { body: input });

/** `version`: the project's updated_at the change is based on (ADR 0045); a stale one is refused with 409. */
export const updateProjectEnhanced = (id: string, patch: Partial<ProjectEnhancedInput>, version?: string) =>
  callApi(endpoints.projectsEnhanced, 'PUT', { body: { ...patch, id }, version });

async function deleteProjectEnhanced(id: string): Promise<void> {
  await callApi(endpoints.projectsEnhanced, 'DELETE', { query: { id } });
}

/** Adds an enhanced project; the answer becomes its detail, and the list's pages are read again to place it. */
export function useCreateProjectEnhanced() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProjectEnhancedInput) => createProjectEnhanced(input),
    onSuccess: (saved) => {
      queryClient.setQueryData(projectEnhancedKeys.detail(saved.id), saved);
      rereadPages(queryClient, projectEnhancedKeys);
    },
    onError: () => resync(queryClient, projectEnhancedKeys),
  });
}

/** Changes an enhanced project, in full or in part (a toggle sends one field). */
export function useUpdateProjectEnhanced() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch, version }: { id: string; patch: Partial<ProjectEnhancedInput>; version?: string | undefined }) =>
      updateProjectEnhanced(id, patch, version),
    onSuccess: (saved) => {
      storeInPages(queryClient, projectEnhancedKeys, saved);
      rereadPages(queryClient, projectEnhancedKeys);
    },
    onError: () => resync(queryClient, projectEnhancedKeys),
  });
}

/** Deletes an enhanced project. */
export function useDeleteProjectEnhanced() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: ProjectEnhanced) => deleteProjectEnhanced(id),
    onSuccess: (_, { id }) => {
      dropFromPages(queryClient, projectEnhancedKeys, id);
      rereadPages(queryClient, projectEnhancedKeys);
    },
    onError: () => resync(queryClient, projectEnhancedKeys),
  });
}

export type { ProjectEnhanced };
