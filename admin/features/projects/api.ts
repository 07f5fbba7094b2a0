import { queryOptions } from '@tanstack/react-query';
import { z } from '#src/schemas/zod.ts';
import { projectSchema, type Project, type ProjectInput } from '#src/schemas/project.ts';
import { apiJson, apiRequest, withQuery } from '#admin/lib/api-client.ts';

// The old, simple projects (/api/projects). The API has no read by id for
// them, so a detail is selected from the list.

export const projectKeys = {
  all: ['projects'] as const,
  list: () => [...projectKeys.all, 'list'] as const,
  detail: (id: string) => [...projectKeys.all, 'detail', id] as const,
};

const listProjects = ({ signal }: { signal: AbortSignal }) => apiJson('/api/projects', z.array(projectSchema), { signal });

export const projectsQueryOptions = () => queryOptions({ queryKey: projectKeys.list(), queryFn: listProjects });

export const projectQueryOptions = (id: string) =>
  queryOptions({
    queryKey: projectKeys.detail(id),
    queryFn: async ({ signal }) => (await listProjects({ signal })).find((project) => project.id === id) ?? null,
  });

export const createProject = (input: ProjectInput) => apiJson('/api/projects', projectSchema, { method: 'POST', body: input });

export const updateProject = (id: string, patch: Partial<ProjectInput>) =>
  apiJson('/api/projects', projectSchema, { method: 'PUT', body: { ...patch, id } });

export async function deleteProject(id: string): Promise<void> {
  await apiRequest(withQuery('/api/projects', { id }), { method: 'DELETE' });
}

export type { Project };
