import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, ClientInput } from '#src/schemas/client.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { callApi } from '#admin/lib/api-client.ts';
import { forgetDeleted, resync, storeSaved } from '#admin/lib/entity-cache.ts';

// Clients of the home-page logo carousel (/api/clients).

export const clientKeys = {
  all: ['clients'] as const,
  list: () => [...clientKeys.all, 'list'] as const,
  detail: (id: string) => [...clientKeys.all, 'detail', id] as const,
};

export const clientsQueryOptions = () =>
  queryOptions({
    queryKey: clientKeys.list(),
    queryFn: ({ signal }) => callApi(endpoints.clients, 'GET', { signal }),
  });

export const clientQueryOptions = (id: string) =>
  queryOptions({
    queryKey: clientKeys.detail(id),
    queryFn: ({ signal }) => callApi(endpoints.clients, 'GET', { query: { id }, signal }),
  });

const createClient = (input: ClientInput) => callApi(endpoints.clients, 'POST', { body: input });

/** `version`: the item's updated_at the change is based on (ADR 0045); a stale one is refused with 409. */
export const updateClient = (id: string, patch: Partial<ClientInput>, version?: string) =>
  callApi(endpoints.clients, 'PUT', { body: { ...patch, id }, version });

async function deleteClient(id: string): Promise<void> {
  await callApi(endpoints.clients, 'DELETE', { query: { id } });
}

/** Adds a client; the answer goes straight into the cache (admin/lib/entity-cache.ts). */
export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClientInput) => createClient(input),
    onSuccess: (saved) => storeSaved(queryClient, clientKeys, saved),
    onError: () => resync(queryClient, clientKeys),
  });
}

/** Changes a client, in full or in part (a toggle sends one field). */
export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch, version }: { id: string; patch: Partial<ClientInput>; version?: string | undefined }) =>
      updateClient(id, patch, version),
    onSuccess: (saved) => storeSaved(queryClient, clientKeys, saved),
    onError: () => resync(queryClient, clientKeys),
  });
}

/** Deletes a client. */
export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: Client) => deleteClient(id),
    onSuccess: (_, { id }) => forgetDeleted(queryClient, clientKeys, id),
    onError: () => resync(queryClient, clientKeys),
  });
}

export type { Client };
