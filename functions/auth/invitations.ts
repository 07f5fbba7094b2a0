import { createHash, randomBytes } from 'node:crypto';
import * as z from '#functions/platform/zod.ts';
import { message } from '#src/schemas/messages.ts';
import { invitationSchema, type Invitation } from '#src/schemas/staff.ts';
import type { StaffRole } from '#src/schemas/staff-roles.ts';
import { HttpError } from '#functions/platform/http.ts';
import { createDocument, deleteKey, listKeys, readOptional } from '#functions/platform/store.ts';
import { addUser, listUsers, sponsorStands, stillVouches, usernameTaken, type UserRecord } from '#functions/auth/users.ts';

// Invitations (ADR 0033): an admin invites someone by username and role and is
// shown a one-time link; the person opens it and chooses their own password.
// The token is 32 random bytes given out once; only its SHA-256 is stored, as
// the key `auth/invitations/<hash>`, so the store never holds a usable link.
// A link is valid 7 days and is spent by its first use. It stands only as long
// as whoever sent it is an administrator: removing or demoting them revokes
// their pending invitations, and opening or accepting one checks its sender
// again, so one written while they were being removed works no better.

const PREFIX = 'auth/invitations/';
const VALID_MS = 7 * 24 * 60 * 60 * 1000;
const INVITATION_INVALID = message('invitation_invalid');

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const keyOf = (id: string) => `${PREFIX}${id}`;
/** An invitation's id is its token's hash: 64 hex digits, never anything else used as a key. */
const isInvitationId = (id: string) => /^[0-9a-f]{64}$/.test(id);

const storedSchema = z.object({ ...invitationSchema.shape });

const expired = (invitation: Invitation, now = Date.now()) => Date.parse(invitation.expires_at) <= now;

/** Every stored invitation with its key, expired or not. */
async function storedInvitations(): Promise<{ key: string; invitation: Invitation }[]> {
  const keys = await listKeys(PREFIX);
  const found = await Promise.all(keys.map(async (key) => ({ key, invitation: await readOptional(key, storedSchema) })));
  return found.flatMap(({ key, invitation }) => (invitation ? [{ key, invitation }] : []));
}

export async function listInvitations(): Promise<Invitation[]> {
  const [stored, users] = await Promise.all([storedInvitations(), listUsers()]);
  const live: Invitation[] = [];
  for (const { key, invitation } of stored) {
    // A link that can never be used again (expired, or its sender no longer an
    // admin) is tidied away when the list is read: it neither shows as pending
    // nor keeps its username from being invited afresh.
    if (expired(invitation) || !stillVouches(users, invitation)) await deleteKey(key);
    else live.push(invitation);
  }
  return live.sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** Creates an invitation; 409 when the username is taken or already invited. */
export async function createInvitation(username: string, role: StaffRole, by: string): Promise<{ invitation: Invitation; token: string }> {
  if (await usernameTaken(username)) throw new HttpError(409, message('username_taken'));
  const pending = await listInvitations();
  if (pending.some((invitation) => invitation.username.toLowerCase() === username.toLowerCase()))
    throw new HttpError(409, message('username_invited'));
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  const invitation: Invitation = {
    id: hashOf(token),
    username,
    role,
    invited_by: by,
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + VALID_MS).toISOString(),
  };
  await createDocument(keyOf(invitation.id), invitation);
  return { invitation, token };
}

/**
 * The live invitation a token opens, or 410: the same answer whether the link
 * is unknown, spent, expired or its sender no longer an admin, so a link
 * tells nobody which.
 */
export async function invitationFor(token: string): Promise<Invitation> {
  const invitation = await readOptional(keyOf(hashOf(token)), storedSchema);
  if (!invitation || expired(invitation) || !(await sponsorStands(invitation))) throw new HttpError(410, INVITATION_INVALID);
  return invitation;
}

/**
 * Creates the invited account with its owner's password and spends the link.
 * Two uses at once: the account is created by compare-and-swap, so the second
 * finds the name taken and is refused.
 */
export async function acceptInvitation(token: string, password: string): Promise<UserRecord> {
  const invitation = await invitationFor(token);
  let user: UserRecord;
  try {
    user = await addUser(invitation.username, invitation.role, password, invitation);
  } catch (error) {
    if (error instanceof HttpError && error.status === 409) throw new HttpError(410, INVITATION_INVALID);
    throw error;
  }
  await deleteKey(keyOf(invitation.id));
  return user;
}

export async function revokeInvitation(id: string): Promise<Invitation> {
  const invitation = isInvitationId(id) ? await readOptional(keyOf(id), storedSchema) : undefined;
  if (!invitation) throw new HttpError(404, message('not_found', { item: 'invitation' }));
  await deleteKey(keyOf(id));
  return invitation;
}

/** Revokes every pending invitation a user sent: called when they are removed or stop being an admin. */
export async function revokeInvitationsFrom(username: string): Promise<void> {
  const sent = (await storedInvitations()).filter(({ invitation }) => invitation.invited_by === username);
  await Promise.all(sent.map(({ key }) => deleteKey(key)));
}
