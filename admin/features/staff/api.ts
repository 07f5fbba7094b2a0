import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { endpoints } from '#src/schemas/endpoints.ts';
import type { InviteInput, StaffList, StaffUser } from '#src/schemas/staff.ts';
import type { StaffPermission, StaffRole } from '#src/schemas/staff-roles.ts';
import { callApi } from '#admin/lib/api-client.ts';

// The staff accounts and invitations (/api/admin/users, admins only; ADR 0033).
// Each mutation writes its answer into the one cached list.

const staffKeys = {
  all: ['staff'] as const,
  list: () => [...staffKeys.all, 'list'] as const,
};

export const staffQueryOptions = () =>
  queryOptions({
    queryKey: staffKeys.list(),
    queryFn: ({ signal }) => callApi(endpoints.adminUsers, 'GET', { signal }),
  });

function update(queryClient: QueryClient, change: (list: StaffList) => StaffList): void {
  queryClient.setQueryData(staffKeys.list(), (list: StaffList | undefined) => (list ? change(list) : list));
  void queryClient.invalidateQueries({ queryKey: staffKeys.all });
}

/** Invites someone; the answer carries the one-time token of their link. */
export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteInput) => callApi(endpoints.adminUsers, 'POST', { body: input }),
    onSuccess: ({ invitation }) => update(queryClient, (list) => ({ ...list, invitations: [invitation, ...list.invitations] })),
  });
}

/** An account as the server answered its change: role and permissions as they count now. */
const storeChanged = (queryClient: QueryClient, saved: StaffUser) =>
  update(queryClient, (list) => ({ ...list, users: list.users.map((user) => (user.username === saved.username ? saved : user)) }));

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    // `version`: the account as the screen showed it (ADR 0045): a change made meanwhile refuses this one.
    mutationFn: ({ version, ...input }: { username: string; role: StaffRole; version: string }) =>
      callApi(endpoints.adminUsers, 'PUT', { body: input, version }),
    onSuccess: (saved) => storeChanged(queryClient, saved),
    onError: () => void queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

/** Grants or withdraws an editor's permissions: the list sent is the whole of what they are granted (ADR 0044). */
export function useSetPermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, ...input }: { username: string; permissions: StaffPermission[]; version: string }) =>
      callApi(endpoints.adminUsers, 'PUT', { body: input, version }),
    onSuccess: (saved) => storeChanged(queryClient, saved),
    onError: () => void queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

export function useRemoveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (username: string) => callApi(endpoints.adminUsers, 'DELETE', { query: { username } }),
    onSuccess: (_, username) =>
      update(queryClient, (list) => ({ ...list, users: list.users.filter((user) => user.username !== username) })),
  });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(endpoints.adminUsers, 'DELETE', { query: { invitation: id } }),
    onSuccess: (_, id) =>
      update(queryClient, (list) => ({ ...list, invitations: list.invitations.filter((invitation) => invitation.id !== id) })),
  });
}

/** The link an invited person opens: the token rides in the fragment, so it reaches no server log. */
export const invitationLink = (token: string) => `${window.location.origin}/admin/invitation#${token}`;
