import { queryOptions } from '@tanstack/react-query';
import { z } from '#src/schemas/zod.ts';
import { projectEnhancedSchema, type ProjectEnhanced, type ProjectEnhancedInput } from '#src/schemas/project-enhanced.ts';
import { apiJson, apiRequest, withQuery } from '#admin/lib/api-client.ts';

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

export const createProjectEnhanced = (input: ProjectEnhancedInput) =>
  apiJson('/api/projects-enhanced', projectEnhancedSchema, { method: 'POST', body: input });

export const updateProjectEnhanced = (id: string, patch: Partial<ProjectEnhancedInput>) =>
  apiJson('/api/projects-enhanced', projectEnhancedSchema, { method: 'PUT', body: { ...patch, id } });

export async function deleteProjectEnhanced(id: string): Promise<void> {
  await apiRequest(withQuery('/api/projects-enhanced', { id }), { method: 'DELETE' });
}

export type { ProjectEnhanced };
