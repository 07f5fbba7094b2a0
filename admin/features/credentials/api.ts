import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Credential, CredentialInput } from '#src/schemas/credential.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { callApi } from '#admin/lib/api-client.ts';
import { forgetDeleted, resync, storeSaved } from '#admin/lib/entity-cache.ts';

// Certifications, clearances and partnerships (/api/credentials): staff read every one.

export const credentialKeys = {
  all: ['credentials'] as const,
  list: () => [...credentialKeys.all, 'list'] as const,
  detail: (id: string) => [...credentialKeys.all, 'detail', id] as const,
};

export const credentialsQueryOptions = () =>
  queryOptions({
    queryKey: credentialKeys.list(),
    queryFn: ({ signal }) => callApi(endpoints.credentials, 'GET', { signal }),
  });

export const credentialQueryOptions = (id: string) =>
  queryOptions({
    queryKey: credentialKeys.detail(id),
    queryFn: ({ signal }) => callApi(endpoints.credentials, 'GET', { query: { id }, signal }),
  });

const createCredential = (input: CredentialInput) => callApi(endpoints.credentials, 'POST', { body: input });

/** `version`: the item's updated_at the change is based on (ADR 0045); a stale one is refused with 409. */
export const updateCredential = (id: string, patch: Partial<CredentialInput>, version?: string) =>
  callApi(endpoints.credentials, 'PUT', { body: { ...patch, id }, version });

async function deleteCredential(id: string): Promise<void> {
  await callApi(endpoints.credentials, 'DELETE', { query: { id } });
}

/** Adds a credential; the answer goes straight into the cache (admin/lib/entity-cache.ts). */
export function useCreateCredential() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CredentialInput) => createCredential(input),
    onSuccess: (saved) => storeSaved(queryClient, credentialKeys, saved),
    onError: () => resync(queryClient, credentialKeys),
  });
}

/** Changes a credential, in full or in part (a toggle sends one field). */
export function useUpdateCredential() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch, version }: { id: string; patch: Partial<CredentialInput>; version?: string | undefined }) =>
      updateCredential(id, patch, version),
    onSuccess: (saved) => storeSaved(queryClient, credentialKeys, saved),
    onError: () => resync(queryClient, credentialKeys),
  });
}

/** Deletes a credential. */
export function useDeleteCredential() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: Credential) => deleteCredential(id),
    onSuccess: (_, { id }) => forgetDeleted(queryClient, credentialKeys, id),
    onError: () => resync(queryClient, credentialKeys),
  });
}

export type { Credential };
