import { queryOptions } from '@tanstack/react-query';
import { z } from '#src/schemas/zod.ts';
import { clientSchema, type Client, type ClientInput } from '#src/schemas/client.ts';
import { apiJson, apiRequest, withQuery } from '#admin/lib/api-client.ts';

// Clients of the home-page logo carousel (/api/clients).

export const clientKeys = {
  all: ['clients'] as const,
  list: () => [...clientKeys.all, 'list'] as const,
  detail: (id: string) => [...clientKeys.all, 'detail', id] as const,
};

export const clientsQueryOptions = () =>
  queryOptions({
    queryKey: clientKeys.list(),
    queryFn: ({ signal }) => apiJson('/api/clients', z.array(clientSchema), { signal }),
  });

export const clientQueryOptions = (id: string) =>
  queryOptions({
    queryKey: clientKeys.detail(id),
    queryFn: ({ signal }) => apiJson(withQuery('/api/clients', { id }), clientSchema, { signal }),
  });

export const createClient = (input: ClientInput) => apiJson('/api/clients', clientSchema, { method: 'POST', body: input });

export const updateClient = (id: string, patch: Partial<ClientInput>) =>
  apiJson('/api/clients', clientSchema, { method: 'PUT', body: { ...patch, id } });

export async function deleteClient(id: string): Promise<void> {
  await apiRequest(withQuery('/api/clients', { id }), { method: 'DELETE' });
}

export type { Client };
