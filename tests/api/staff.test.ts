import { createHash, randomBytes } from 'node:crypto';
import { beforeAll, expect, test } from 'vitest';
import type { AuditPage } from '#src/schemas/audit.ts';
import type { Client } from '#src/schemas/client.ts';
import { defaultSettings } from '#src/schemas/settings.ts';
import type { InvitationDetails, StaffList } from '#src/schemas/staff.ts';
import { staffPermissionSchema } from '#src/schemas/staff-roles.ts';
import { auditHandler } from '#functions/api/audit.ts';
import { loginHandler } from '#functions/api/auth-login.ts';
import { verifyHandler } from '#functions/api/auth-verify.ts';
import { invitationHandler } from '#functions/api/auth-invitation.ts';
import { acceptInvitationHandler } from '#functions/api/auth-accept-invitation.ts';
import { enquiriesHandler } from '#functions/api/enquiries.ts';
import { historyHandler } from '#functions/api/history.ts';
import { settingsHandler } from '#functions/api/settings.ts';
import { staffHandler } from '#functions/api/admin-users.ts';
import { createSession } from '#functions/auth/sessions.ts';
import { signedIn } from '#functions/auth/sign-in.ts';
import { resetPasswordHandler } from '#functions/api/auth-reset-password.ts';
import { createDocument, listKeys } from '#functions/platform/store.ts';
import { findUser } from '#functions/auth/users.ts';
import { adminToken, deleteRequest, getRequest, jsonRequest } from '#tests/fixtures/api.ts';
import { testAdmin, useBlobsStore } from '#tests/fixtures/blobs.ts';
import { aClient } from '#tests/fixtures/builders.ts';
import { api, created, send } from '#tests/fixtures/content-api.ts';
import { invite, staffMember, staffPassword, uniqueUsername } from '#tests/fixtures/staff.ts';

/** What an administrator holds: every permission there is. */
const everyPermission = [...staffPermissionSchema.options];

// Staff accounts and roles (ADR 0033): invitations by one-time link,
// admin and editor roles enforced by the API, removal and role changes that
// take effect on the very next request; permissions an administrator grants
// editors and withdraws (ADR 0044).

useBlobsStore();

let owner: string;

beforeAll(async () => {
  owner = await adminToken();
});

const staff = (as = owner) => send<StaffList>(staffHandler, getRequest('/api/admin/users', as));
const accept = (token: string, password = staffPassword) =>
  send<{ token?: string; user?: { username: string; role: string } }>(
    acceptInvitationHandler,
    jsonRequest('/api/auth/accept-invitation', 'POST', { token, password }),
  );
const signIn = (username: string, password = staffPassword) =>
  send<{ success: boolean; token?: string; user?: { role: string } }>(
    loginHandler,
    jsonRequest('/api/auth/login', 'POST', { username, password }),
  );
const verify = (token: string) =>
  send<{ authenticated: boolean; user?: { role: string } }>(verifyHandler, jsonRequest('/api/auth/verify', 'POST', {}, token));
const changeRole = (username: string, role: string, as = owner) =>
  send<{ error?: string; role?: string }>(staffHandler, jsonRequest('/api/admin/users', 'PUT', { username, role }, as));
const setPermissions = (username: string, permissions: unknown, as = owner) =>
  send<{ error?: string; code?: string; permissions?: string[] }>(
    staffHandler,
    jsonRequest('/api/admin/users', 'PUT', { username, permissions }, as),
  );
const readEnquiries = (as: string) => send(enquiriesHandler, getRequest('/api/enquiries', as));
const permissionsOf = async (username: string) => (await staff()).body.users.find((user) => user.username === username)?.permissions;
const removeUser = (username: string, as = owner) =>
  send<{ error?: string }>(staffHandler, deleteRequest(`/api/admin/users?username=${encodeURIComponent(username)}`, as));
const checkLink = (token: string) => send<{ error?: string }>(invitationHandler, jsonRequest('/api/auth/invitation', 'POST', { token }));
const linkNoLongerWorks = { status: 410, body: { error: expect.stringMatching(/not valid any more/) as unknown } };

test('an invited person opens the link, chooses a password, is signed in with their role, and can sign in again', async () => {
  const username = uniqueUsername('claire');
  const token = await invite(owner, username, 'editor');
  const check = await send<InvitationDetails>(invitationHandler, jsonRequest('/api/auth/invitation', 'POST', { token }));
  expect(check.status).toBe(200);
  expect(check.body).toMatchObject({ username, role: 'editor' });

  const accepted = await accept(token);
  expect(accepted.status).toBe(200);
  expect(accepted.body.user).toEqual({ username, role: 'editor', permissions: [] });
  expect((await verify(accepted.body.token!)).body.user).toEqual({ username, role: 'editor', permissions: [] });

  const again = await signIn(username);
  expect(again.body).toMatchObject({ success: true, user: { role: 'editor' } });
  const { users, invitations } = (await staff()).body;
  expect(users.find((user) => user.username === username)).toMatchObject({ role: 'editor', owner: false });
  expect(invitations.some((invitation) => invitation.username === username)).toBe(false);
  expect(users.find((user) => user.username === testAdmin.username)).toMatchObject({ role: 'admin', owner: true });
});

test('an invitation link works once, and the store keeps only its hash', async () => {
  const username = uniqueUsername('once');
  const token = await invite(owner, username, 'editor');
  const { invitations } = (await staff()).body;
  const pending = invitations.find((invitation) => invitation.username === username)!;
  expect(pending.id).not.toContain(token);
  expect(JSON.stringify(invitations)).not.toContain(token);

  const [first, second] = await Promise.all([accept(token), accept(token, 'another long passphrase 99')]);
  expect([first.status, second.status].sort()).toEqual([200, 410]);
  expect((await accept(token)).status).toBe(410);
  const stillOne = await signIn(username, first.status === 200 ? staffPassword : 'another long passphrase 99');
  expect(stillOne.body.success).toBe(true);
});

test('attack: an invitation withdrawn while it is accepted either makes the account or is withdrawn, never both', async () => {
  for (let round = 0; round < 5; round++) {
    const username = uniqueUsername('withdrawn');
    const token = await invite(owner, username, 'admin');
    const id = (await staff()).body.invitations.find((invitation) => invitation.username === username)!.id;
    const [accepted, withdrawn] = await Promise.all([
      accept(token),
      send(staffHandler, deleteRequest(`/api/admin/users?invitation=${id}`, owner)),
    ]);
    const made = (await findUser(username)) !== undefined;
    if (withdrawn.status === 200) {
      expect(accepted.status, `round ${String(round)}`).toBe(410);
      expect(made).toBe(false);
    } else {
      expect(withdrawn.status).toBe(404);
      expect(accepted.status).toBe(200);
      expect(made).toBe(true);
    }
  }
});

test('a short password, a revoked or an unknown link are refused with a clear error', async () => {
  const username = uniqueUsername('short');
  const token = await invite(owner, username, 'editor');
  const short = await accept(token, 'short');
  expect(short.status).toBe(400);
  expect(short.body).toMatchObject({ error: 'Password must be at least 12 characters' });

  // Half characters (hashed as U+FFFD, so every such password would be one), and twelve letters that are six once
  // their combining accents are joined, as the hash joins them.
  for (const password of ['\ud800'.repeat(12), 'e\u0301'.repeat(6)]) expect((await accept(token, password)).status).toBe(400);

  const { invitations } = (await staff()).body;
  const id = invitations.find((invitation) => invitation.username === username)!.id;
  expect((await send(staffHandler, deleteRequest(`/api/admin/users?invitation=${id}`, owner))).status).toBe(200);
  expect(await accept(token)).toMatchObject({ status: 410, body: { error: expect.stringMatching(/not valid any more/) as unknown } });
  expect((await accept('a'.repeat(43))).status).toBe(410);
  expect((await signIn(username)).body.success).toBe(false);
});

test('a username is taken whatever its case, and cannot be invited twice', async () => {
  const username = uniqueUsername('Taken');
  await staffMember(owner, 'editor', username);
  const pendingName = uniqueUsername('pending');
  await invite(owner, pendingName, 'admin');
  for (const name of [testAdmin.username.toUpperCase(), pendingName.toUpperCase()]) {
    const answer = await send<{ error: string }>(
      staffHandler,
      jsonRequest('/api/admin/users', 'POST', { username: name, role: 'editor' }, owner),
    );
    expect(answer.status).toBe(409);
  }
  const invalid = await send<{ error: string }>(
    staffHandler,
    jsonRequest('/api/admin/users', 'POST', { username: 'no spaces', role: 'boss' }, owner),
  );
  expect(invalid.status).toBe(400);
});

test('attack: two invitations of one name at once make one link, and a spent name brings no removed account back', async () => {
  const username = uniqueUsername('twice');
  const inviteAs = (role: string) =>
    send<{ token?: string }>(staffHandler, jsonRequest('/api/admin/users', 'POST', { username, role }, owner));
  const [asEditor, asAdmin] = await Promise.all([inviteAs('editor'), inviteAs('admin')]);
  expect([asEditor.status, asAdmin.status].sort()).toEqual([201, 409]);
  const link = (asEditor.body.token ?? asAdmin.body.token)!;
  expect((await accept(link)).status).toBe(200);
  expect((await staff()).body.invitations.some((invitation) => invitation.username === username)).toBe(false);

  // Once the account is removed, the name can be invited afresh, and nothing sent before works.
  expect((await removeUser(username)).status).toBe(200);
  expect(await accept(link)).toMatchObject(linkNoLongerWorks);
  expect((await signIn(username)).status).toBe(401);
});

test('attack: a second link of one name, stored before names were held, never makes a removed account again', async () => {
  const username = uniqueUsername('legacy');
  const first = await invite(owner, username, 'editor');
  // A second pending link for the same name, as two invitations sent at once could leave before.
  const second = randomBytes(32).toString('base64url');
  const now = Date.now();
  await createDocument(`auth/invitations/${createHash('sha256').update(second).digest('hex')}`, {
    id: createHash('sha256').update(second).digest('hex'),
    username,
    role: 'admin',
    invited_by: testAdmin.username,
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + 86_400_000).toISOString(),
  });
  expect((await accept(first)).status).toBe(200);
  expect(await accept(second)).toMatchObject(linkNoLongerWorks);
  expect((await removeUser(username)).status).toBe(200);
  expect(await accept(second)).toMatchObject(linkNoLongerWorks);
});

test('an editor manages content but is refused users, settings, the audit log and the settings history (403)', async () => {
  const editor = await staffMember(owner, 'editor');
  const client = await created<Client>('clients', aClient({ name: 'Editor made this' }), editor.token);
  expect((await api('clients').update({ id: client.id, name: 'Editor edited this' }, editor.token)).status).toBe(200);

  const refused = [
    await staff(editor.token),
    await send(staffHandler, jsonRequest('/api/admin/users', 'POST', { username: uniqueUsername('sneaky'), role: 'admin' }, editor.token)),
    await changeRole(editor.username, 'admin', editor.token),
    await removeUser(testAdmin.username, editor.token),
    await send(settingsHandler, jsonRequest('/api/settings', 'POST', defaultSettings, editor.token)),
    await send(auditHandler, getRequest('/api/admin/audit', editor.token)),
    await send(historyHandler, getRequest('/api/admin/history?collection=settings&id=settings', editor.token)),
    await send(
      historyHandler,
      jsonRequest('/api/admin/history', 'POST', { collection: 'settings', id: 'settings', revision: 'x' }, editor.token),
    ),
  ];
  for (const answer of refused) expect(answer).toMatchObject({ status: 403, body: { error: 'Only an administrator can do this' } });
  expect((await changeRole(editor.username, 'admin')).status).toBe(200);
  expect((await staff(editor.token)).status).toBe(200);
});

test('a role change counts from the next request, without signing in again', async () => {
  const member = await staffMember(owner, 'admin');
  expect((await staff(member.token)).status).toBe(200);
  expect((await changeRole(member.username, 'editor')).body).toMatchObject({ role: 'editor' });
  expect((await staff(member.token)).status).toBe(403);
  expect((await verify(member.token)).body.user).toMatchObject({ role: 'editor' });
});

test('removing a user ends their sessions at once and they can no longer sign in', async () => {
  const member = await staffMember(owner, 'editor');
  const other = await signIn(member.username);
  expect((await removeUser(member.username)).status).toBe(200);
  for (const token of [member.token, other.body.token!]) {
    expect(await verify(token)).toMatchObject({ status: 401 });
    expect((await api('clients').create(aClient(), token)).status).toBe(401);
  }
  expect((await signIn(member.username)).body.success).toBe(false);
  expect((await removeUser(member.username)).status).toBe(404);
});

test('attack: a sign-in that checked the old password while its owner changed it opens no session', async () => {
  const admin = await adminToken();
  const { username, token } = await staffMember(admin, 'editor', 'racer');
  // The sign-in has read the account and checked the old password (scrypt takes a while)…
  const asRead = (await findUser(username))!;
  // …when the owner changes it, which ends every other session of theirs…
  const changed = await send(
    resetPasswordHandler,
    jsonRequest('/api/auth/reset-password', 'POST', { current_password: staffPassword, new_password: 'a brand new passphrase 99' }, token),
  );
  expect(changed.status).toBe(200);
  const sessionsBefore = await listKeys('auth/sessions/');
  // …and only then does the sign-in open its session.
  const answer = await signedIn(asRead);
  expect(answer.status).toBe(401);
  expect(await answer.json()).not.toHaveProperty('token');
  expect(await listKeys('auth/sessions/')).toEqual(sessionsBefore);
  expect((await verify(token)).status).toBe(200);
});

test("the owner's account stays an admin and nobody removes or demotes themselves", async () => {
  const second = await staffMember(owner, 'admin');
  expect(await changeRole(testAdmin.username, 'editor', second.token)).toMatchObject({ status: 409 });
  expect(await removeUser(testAdmin.username, second.token)).toMatchObject({ status: 409 });
  expect(await changeRole(second.username, 'editor', second.token)).toMatchObject({
    status: 409,
    body: { error: 'You cannot change your own role' },
  });
  expect(await removeUser(second.username, second.token)).toMatchObject({
    status: 409,
    body: { error: 'You cannot remove your own account' },
  });
  expect((await staff()).body.users.find((user) => user.username === testAdmin.username)).toMatchObject({ role: 'admin' });
  expect(await changeRole('nobody-here', 'admin')).toMatchObject({ status: 404 });
});

test('inviting, accepting, changing a role and removing a user are in the audit log, refusals included', async () => {
  const member = await staffMember(owner, 'editor', 'audited');
  await changeRole(member.username, 'admin');
  await removeUser(testAdmin.username, member.token);
  await removeUser(member.username);
  const { body } = await send<AuditPage>(auditHandler, getRequest(`/api/admin/audit?item=${encodeURIComponent(member.username)}`, owner));
  expect(body.entries.map((entry) => [entry.action, entry.user, entry.outcome])).toEqual([
    ['delete', testAdmin.username, 'success'],
    ['update', testAdmin.username, 'success'],
    ['accept_invitation', member.username, 'success'],
    ['invite', testAdmin.username, 'success'],
  ]);
  const refused = await send<AuditPage>(
    auditHandler,
    getRequest(`/api/admin/audit?user=${encodeURIComponent(member.username)}&action=delete`, owner),
  );
  expect(refused.body.entries[0]).toMatchObject({ collection: 'users', item_id: testAdmin.username, outcome: 'failure', status: 409 });
});

test('an invitation sent by an administrator who is then removed no longer works', async () => {
  const second = await staffMember(owner, 'admin', 'admin2');
  const shadow = uniqueUsername('shadow');
  const link = await invite(second.token, shadow, 'admin');
  const ownersLink = await invite(owner, uniqueUsername('kept'), 'editor');
  expect((await removeUser(second.username)).status).toBe(200);

  expect((await staff()).body.invitations.some((invitation) => invitation.username === shadow)).toBe(false);
  expect(await checkLink(link)).toMatchObject(linkNoLongerWorks);
  expect(await accept(link)).toMatchObject(linkNoLongerWorks);
  expect((await signIn(shadow)).body.success).toBe(false);
  expect((await staff()).body.users.some((user) => user.username === shadow)).toBe(false);
  // Only the removed account's invitations go: the owner's still work.
  expect((await accept(ownersLink)).status).toBe(200);
});

test('an invitation sent by an administrator who is then made an editor no longer works', async () => {
  const second = await staffMember(owner, 'admin', 'admin2');
  const trusted = await invite(second.token, uniqueUsername('trusted'), 'editor');
  expect((await accept(trusted)).status).toBe(200);
  const shadow = uniqueUsername('shadow');
  const link = await invite(second.token, shadow, 'admin');
  expect((await changeRole(second.username, 'editor')).status).toBe(200);

  expect((await staff()).body.invitations.some((invitation) => invitation.username === shadow)).toBe(false);
  expect(await checkLink(link)).toMatchObject(linkNoLongerWorks);
  expect(await accept(link)).toMatchObject(linkNoLongerWorks);
  expect((await signIn(shadow)).body.success).toBe(false);
});

test('a session written as its account was being removed does not come back when the name is invited again', async () => {
  const member = await staffMember(owner, 'editor', 'returning');
  // The race, one step at a time: a sign-in reads the account and checks the
  // password, the account is removed, and only then is the session written.
  const account = (await findUser(member.username))!;
  expect((await removeUser(member.username)).status).toBe(200);
  const { token: stale } = await createSession(account);

  const back = await accept(await invite(owner, member.username, 'admin'));
  expect(back.status).toBe(200);
  expect(await verify(stale)).toMatchObject({ status: 401 });
  expect((await staff(stale)).status).toBe(401);
  expect((await verify(back.body.token!)).body.user).toEqual({ username: member.username, role: 'admin', permissions: everyPermission });
  expect((await signIn(member.username)).body).toMatchObject({ success: true, user: { role: 'admin' } });
});

test('the staff list shows the permissions that count: an administrator has every one, an editor those granted', async () => {
  const editor = await staffMember(owner, 'editor');
  const admin = await staffMember(owner, 'admin');
  expect(await permissionsOf(editor.username)).toEqual([]);
  expect(await permissionsOf(admin.username)).toEqual(everyPermission);
  expect(await permissionsOf(testAdmin.username)).toEqual(everyPermission);
  expect((await setPermissions(editor.username, ['enquiries', 'enquiries'])).body.permissions).toEqual(['enquiries']);
  expect(await permissionsOf(editor.username)).toEqual(['enquiries']);
});

test('an editor cannot grant a permission, to themselves or anyone', async () => {
  const editor = await staffMember(owner, 'editor');
  const other = await staffMember(owner, 'editor');
  for (const username of [editor.username, other.username]) {
    expect(await setPermissions(username, ['enquiries'], editor.token)).toMatchObject({
      status: 403,
      body: { error: 'Only an administrator can do this' },
    });
    expect(await permissionsOf(username)).toEqual([]);
  }
  expect((await readEnquiries(editor.token)).status).toBe(403);
});

test("the owner's account keeps every permission: nobody withdraws one", async () => {
  const second = await staffMember(owner, 'admin');
  for (const as of [owner, second.token]) {
    expect(await setPermissions(testAdmin.username, [], as)).toMatchObject({
      status: 409,
      body: { code: 'owner_stays_admin' },
    });
  }
  expect(await permissionsOf(testAdmin.username)).toEqual(everyPermission);
  expect((await readEnquiries(owner)).status).toBe(200);
});

test('an administrator made an editor sees the enquiries only if granted them', async () => {
  const member = await staffMember(owner, 'admin');
  expect((await readEnquiries(member.token)).status).toBe(200);
  expect((await changeRole(member.username, 'editor')).body).toMatchObject({ role: 'editor', permissions: [] });
  expect((await readEnquiries(member.token)).status).toBe(403);
  const both = await send<{ role: string; permissions: string[] }>(
    staffHandler,
    jsonRequest('/api/admin/users', 'PUT', { username: member.username, role: 'editor', permissions: ['enquiries'] }, owner),
  );
  expect(both.body).toMatchObject({ role: 'editor', permissions: ['enquiries'] });
  expect((await readEnquiries(member.token)).status).toBe(200);
});

test('a change names a role or permissions, and only permissions that exist', async () => {
  const editor = await staffMember(owner, 'editor');
  const neither = await send<{ code?: string }>(staffHandler, jsonRequest('/api/admin/users', 'PUT', { username: editor.username }, owner));
  expect(neither).toMatchObject({ status: 400, body: { error: 'Give a role, permissions or both', code: 'role_or_permissions' } });
  for (const permissions of [['audit'], 'enquiries', [null]]) {
    expect((await setPermissions(editor.username, permissions)).status, JSON.stringify(permissions)).toBe(400);
  }
  expect(await setPermissions('nobody-here', ['enquiries'])).toMatchObject({ status: 404 });
  expect(await permissionsOf(editor.username)).toEqual([]);
});

test('granting and withdrawing a permission is in the audit log as a change of `permissions`, refusals included', async () => {
  const editor = await staffMember(owner, 'editor', 'granted');
  await setPermissions(editor.username, ['enquiries']);
  await setPermissions(editor.username, []);
  await setPermissions(editor.username, ['enquiries'], editor.token);
  const changes = await send<AuditPage>(
    auditHandler,
    getRequest(`/api/admin/audit?item=${encodeURIComponent(editor.username)}&action=update`, owner),
  );
  expect(changes.body.entries.map((entry) => [entry.user, entry.outcome, entry.fields])).toEqual([
    [testAdmin.username, 'success', ['permissions']],
    [testAdmin.username, 'success', ['permissions']],
  ]);
  // The editor is refused before the request is read: the entry says who tried, on what, and the answer.
  const refused = await send<AuditPage>(
    auditHandler,
    getRequest(`/api/admin/audit?user=${encodeURIComponent(editor.username)}&action=update`, owner),
  );
  expect(refused.body.entries[0]).toMatchObject({ collection: 'users', outcome: 'failure', status: 403, error_code: 'admin_only' });
});
