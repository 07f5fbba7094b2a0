import { effectivePermissions } from '#src/schemas/staff-roles.ts';
import {
  inviteInputSchema,
  invitedSchema,
  staffChangeSchema,
  staffListSchema,
  staffUserSchema,
  type StaffUser,
} from '#src/schemas/staff.ts';
import { message } from '#src/schemas/messages.ts';
import { successSchema } from '#src/schemas/api.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { noteAudit } from '#functions/audit/audit.ts';
import { privateJson } from '#functions/platform/responses.ts';
import { readObject } from '#functions/platform/requests.ts';
import { getAdminEnv } from '#functions/platform/env.ts';
import { HttpError, parseWith, respond } from '#functions/platform/http.ts';
import { expectedVersion } from '#functions/platform/versions.ts';
import { route, type HandlerContext } from '#functions/platform/route.ts';
import { createInvitation, listInvitations, revokeInvitation, revokeInvitationsFrom } from '#functions/auth/invitations.ts';
import { revokeOtherSessions } from '#functions/auth/sessions.ts';
import { changeAccount, listUsers, removeUser, type UserRecord } from '#functions/auth/users.ts';

// /api/admin/users (ADR 0033), for admins only: the staff and the pending
// invitations (GET), invite someone (POST), change a role or grant and
// withdraw permissions (PUT, ADR 0044), remove an account or revoke an
// invitation (DELETE). The account configured in the site's environment is the
// owner: always an admin with every permission, never removed, so nothing of
// it is changed. Nobody changes their own role or removes their own account,
// so a site always keeps an admin who can sign in. Whoever is removed or made
// an editor can no longer vouch for anyone: their pending invitations are
// revoked with the change. The list shows the permissions that count: an
// admin's are all of them, whatever was granted while an editor.

const ownerName = () => getAdminEnv().adminUsername;

const toStaffUser = (user: UserRecord): StaffUser => ({
  username: user.username,
  role: user.role,
  created_at: user.created_at,
  owner: user.username === ownerName(),
  permissions: effectivePermissions(user.role, user.permissions),
  ...(user.updated_at ? { updated_at: user.updated_at } : {}),
});

/** The accounts a request may not change: the owner's, and the requester's own. */
function refuseProtected(username: string, self: string, what: 'role' | 'account'): void {
  if (username === ownerName()) throw new HttpError(409, message(what === 'role' ? 'owner_stays_admin' : 'owner_not_removable'));
  if (username === self) throw new HttpError(409, message(what === 'role' ? 'own_role' : 'own_account'));
}

async function list(): Promise<Response> {
  const [users, invitations] = await Promise.all([listUsers(), listInvitations()]);
  return privateJson(staffListSchema, { users: users.map(toStaffUser), invitations }, []);
}

async function invite(req: Request, { session }: HandlerContext<'admin'>): Promise<Response> {
  const { username, role } = parseWith(inviteInputSchema, await readObject(req));
  noteAudit({ item_id: username, item_label: username, fields: ['role'] });
  const invited = await createInvitation(username, role, session.username);
  return respond(invitedSchema, invited, { status: 201 });
}

async function change(req: Request, { session }: HandlerContext<'admin'>): Promise<Response> {
  const { username, role, permissions } = parseWith(staffChangeSchema, await readObject(req));
  const fields = [...(role === undefined ? [] : ['role']), ...(permissions === undefined ? [] : ['permissions'])];
  noteAudit({ item_id: username, item_label: username, fields });
  if (role !== undefined) refuseProtected(username, session.username, 'role');
  // The owner keeps every permission: withdrawing one would change nothing it may do, and say otherwise.
  else if (username === ownerName()) throw new HttpError(409, message('owner_stays_admin'));
  const changed = await changeAccount(username, { role, permissions }, { version: expectedVersion(req), shown: toStaffUser });
  if (role !== undefined && changed.role !== 'admin') await revokeInvitationsFrom(username);
  return respond(staffUserSchema, toStaffUser(changed));
}

async function remove(req: Request, { session }: HandlerContext<'admin'>): Promise<Response> {
  const params = new URL(req.url).searchParams;
  const invitation = params.get('invitation');
  if (invitation !== null) {
    noteAudit({ collection: 'invitations' });
    const revoked = await revokeInvitation(invitation);
    noteAudit({ item_id: revoked.username, item_label: revoked.username });
    return respond(successSchema, { success: true });
  }
  const username = params.get('username') ?? '';
  if (username === '') throw new HttpError(400, message('username_or_invitation_required'));
  noteAudit({ collection: 'users', item_id: username, item_label: username });
  refuseProtected(username, session.username, 'account');
  await removeUser(username);
  // The account is gone, so its sessions and invitations no longer work; their records go too.
  await Promise.all([revokeOtherSessions(username), revokeInvitationsFrom(username)]);
  return respond(successSchema, { success: true });
}

export const staffHandler = route(endpoints.adminUsers, { GET: list, POST: invite, PUT: change, DELETE: remove });
