import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '#src/schemas/zod-mini.ts';
import { projectEnhancedSchema, type ProjectEnhanced, type ProjectEnhancedInput } from '#src/schemas/project-enhanced.ts';
import { apiJson, apiRequest, withQuery } from '#admin/lib/api-client.ts';
import { forgetDeleted, resync, storeSaved } from '#admin/lib/entity-cache.ts';

// Enhanced projects (/api/projects-enhanced): relations come back resolved to names.

export const projectEnhancedKeys = {
  all: ['projects-enhanced'] as const,
  list: () => [...projectEnhancedKeys.all, 'list'] as const,
  detail: (id: string) => [...projectEnhancedKeys.all, 'detail', id] as const,
};

export const projectsEnhancedQueryOptions = () =>
  queryOptions({
    queryKey: projectEnhancedKeys.list(),
    queryFn: ({ signal }) => apiJson('/api/projects-enhanced', z.array(projectEnhancedSchema), { signal }),
  });

export const projectEnhancedQueryOptions = (id: string) =>
  queryOptions({
    queryKey: projectEnhancedKeys.detail(id),
    queryFn: ({ signal }) => apiJson(withQuery('/api/projects-enhanced', { id }), projectEnhancedSchema, { signal }),
  });

const createProjectEnhanced = (input: ProjectEnhancedInput) =>
  apiJson('/api/projects-enhanced', projectEnhancedSchema, { method: 'POST', body: input });

export const updateProjectEnhanced = (id: string, patch: Partial<ProjectEnhancedInput>) =>
  apiJson('/api/projects-enhanced', projectEnhancedSchema, { method: 'PUT', body: { ...patch, id } });

async function deleteProjectEnhanced(id: string): Promise<void> {
  await apiRequest(withQuery('/api/projects-enhanced', { id }), { method: 'DELETE' });
}

/** Adds an enhanced project; the answer goes straight into the cache (admin/lib/entity-cache.ts). */
export function useCreateProjectEnhanced() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProjectEnhancedInput) => createProjectEnhanced(input),
    onSuccess: (saved) => storeSaved(queryClient, projectEnhancedKeys, saved),
    onError: () => resync(queryClient, projectEnhancedKeys),
  });
}

/** Changes an enhanced project, in full or in part (a toggle sends one field). */
export function useUpdateProjectEnhanced() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: Partial<ProjectEnhancedInput> }) => updateProjectEnhanced(id, patch),
    onSuccess: (saved) => storeSaved(queryClient, projectEnhancedKeys, saved),
    onError: () => resync(queryClient, projectEnhancedKeys),
  });
}

/** Deletes an enhanced project. */
export function useDeleteProjectEnhanced() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: ProjectEnhanced) => deleteProjectEnhanced(id),
    onSuccess: (_, { id }) => forgetDeleted(queryClient, projectEnhancedKeys, id),
    onError: () => resync(queryClient, projectEnhancedKeys),
  });
}

export type { ProjectEnhanced };
