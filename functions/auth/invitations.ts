import { createHash, randomBytes } from 'node:crypto';
import * as z from '#functions/platform/zod.ts';
import { message } from '#src/schemas/messages.ts';
import { invitationSchema, type Invitation } from '#src/schemas/staff.ts';
import type { StaffRole } from '#src/schemas/staff-roles.ts';
import { HttpError } from '#functions/platform/http.ts';
import { createDocument, deleteKey, listKeys, readOptional, updateDocument } from '#functions/platform/store.ts';
import { addUser, listUsers, sponsorStands, stillVouches, usernameTaken, type UserRecord } from '#functions/auth/users.ts';

// Invitations (ADR 0033): an admin invites someone by username and role and is
// shown a one-time link; the person opens it and chooses their own password.
// The token is 32 random bytes given out once; only its SHA-256 is stored, as
// the key `auth/invitations/<hash>`, so the store never holds a usable link.
// A link is valid 7 days and is spent by its first use. It stands only as long
// as whoever sent it is an administrator: removing or demoting them revokes
// their pending invitations, and opening or accepting one checks its sender
// again, so one written while they were being removed works no better.
// A username has one link at a time: the invitation holds the name under
// `auth/invitation-names/<hash of the name>` by compare-and-swap, so two
// invitations sent at once make one link, and an accepted account spends
// every link of its name.

const PREFIX = 'auth/invitations/';
const NAMES_PREFIX = 'auth/invitation-names/';
const VALID_MS = 7 * 24 * 60 * 60 * 1000;
const INVITATION_INVALID = message('invitation_invalid');

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const keyOf = (id: string) => `${PREFIX}${id}`;
/** Names compare whatever their case, as accounts do. */
const nameKeyOf = (username: string) => `${NAMES_PREFIX}${hashOf(username.toLowerCase())}`;
const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
/** Which invitation holds a username. */
const nameHoldSchema = z.object({ id: z.string() });
/** An invitation's id is its token's hash: 64 hex digits, never anything else used as a key. */
const isInvitationId = (id: string) => /^[0-9a-f]{64}$/.test(id);

/**
 * An invitation as stored: `claimed_at` while an acceptance creates its account, `revoked` once an admin withdrew it.
 * Acceptance and revocation each change it by compare-and-swap, so one of two at once wins and the other is refused.
 */
const storedSchema = z.object({ ...invitationSchema.shape, claimed_at: z.optional(z.iso.datetime()), revoked: z.optional(z.boolean()) });
type Stored = z.infer<typeof storedSchema>;

const expired = (invitation: Invitation, now = Date.now()) => Date.parse(invitation.expires_at) <= now;
/** Whether a link still stands: not expired and not withdrawn (one being accepted does). */
const standing = (invitation: Stored) => !expired(invitation) && invitation.revoked !== true;
/** Whether a link can still be used: standing and not being accepted. */
const usable = (invitation: Stored) => standing(invitation) && invitation.claimed_at === undefined;
/** The invitation as the admin sees it, without the marks of an acceptance or a withdrawal under way. */
const shownOf = (stored: Stored): Invitation => z.parse(invitationSchema, stored);

/** Every stored invitation with its key, expired or not. */
async function storedInvitations(): Promise<{ key: string; invitation: Stored }[]> {
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
    if (!standing(invitation) || !stillVouches(users, invitation)) await deleteKey(key);
    else if (invitation.claimed_at === undefined) live.push(shownOf(invitation));
  }
  return live.sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** Whether an invitation still holds its name: stored and standing. */
async function holdsName(id: string): Promise<boolean> {
  const invitation = await readOptional(keyOf(id), storedSchema);
  return invitation !== undefined && standing(invitation);
}

/** Creates an invitation; 409 when the username is taken or already invited. */
export async function createInvitation(username: string, role: StaffRole, by: string): Promise<{ invitation: Invitation; token: string }> {
  if (await usernameTaken(username)) throw new HttpError(409, message('username_taken'));
  const invited = new HttpError(409, message('username_invited'));
  // A live link of the name, one being accepted included, and one stored before names were held.
  const [stored, users] = await Promise.all([storedInvitations(), listUsers()]);
  const live = ({ invitation }: { invitation: Stored }) => standing(invitation) && stillVouches(users, invitation);
  if (stored.some((entry) => sameName(entry.invitation.username, username) && live(entry))) throw invited;
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
  // Stored before it holds the name, so another invitation finding the name held finds this one too.
  await createDocument(keyOf(invitation.id), invitation);
  try {
    await updateDocument(
      nameKeyOf(username),
      z.nullable(nameHoldSchema),
      () => null,
      async (current) => {
        if (current && current.id !== invitation.id && (await holdsName(current.id))) throw invited;
        return { value: { id: invitation.id }, result: undefined };
      },
    );
  } catch (error) {
    await deleteKey(keyOf(invitation.id));
    throw error;
  }
  return { invitation, token };
}

/**
 * The live invitation a token opens, or 410: the same answer whether the link
 * is unknown, spent, expired or its sender no longer an admin, so a link
 * tells nobody which.
 */
export async function invitationFor(token: string): Promise<Invitation> {
  const invitation = await readOptional(keyOf(hashOf(token)), storedSchema);
  if (!invitation || !usable(invitation) || !(await sponsorStands(invitation))) throw new HttpError(410, INVITATION_INVALID);
  return shownOf(invitation);
}

/** Marks the invitation as being accepted, or 410 when it was withdrawn, spent or expired meanwhile. */
async function claim(id: string): Promise<void> {
  await updateDocument(
    keyOf(id),
    z.nullable(storedSchema),
    () => null,
    (current) => {
      if (!current || !usable(current)) throw new HttpError(410, INVITATION_INVALID);
      return { value: { ...current, claimed_at: new Date().toISOString() }, result: undefined };
    },
  );
}

/** Gives a claim back after its acceptance failed, so the link can be tried again. */
async function release(id: string): Promise<void> {
  await updateDocument(
    keyOf(id),
    z.nullable(storedSchema),
    () => null,
    (current) => ({ value: current ? shownOf(current) : undefined, result: undefined }),
  );
}

/**
 * Creates the invited account with its owner's password and spends the link.
 * Two uses at once: the account is created by compare-and-swap, so the second
 * finds the name taken and is refused.
 */
export async function acceptInvitation(token: string, password: string): Promise<UserRecord> {
  const invitation = await invitationFor(token);
  // Claimed before the account is made: a withdrawal landing while the password is hashed then finds it taken.
  await claim(invitation.id);
  let user: UserRecord;
  try {
    user = await addUser(invitation.username, invitation.role, password, invitation);
  } catch (error) {
    // The name was taken meanwhile: the link can never make its account, so it is spent, not given back.
    if (error instanceof HttpError && error.status === 409) {
      await deleteKey(keyOf(invitation.id));
      throw new HttpError(410, INVITATION_INVALID);
    }
    await release(invitation.id);
    throw error;
  }
  await spendLinksOf(invitation.username);
  return user;
}

/** Deletes every link of a username, this one and any other a name's account must not outlive. */
async function spendLinksOf(username: string): Promise<void> {
  const links = (await storedInvitations()).filter(({ invitation }) => sameName(invitation.username, username));
  await Promise.all(links.map(({ key }) => deleteKey(key)));
}

/** Withdraws a pending invitation; 404 when there is none, or when it is being accepted (the account is then made). */
export async function revokeInvitation(id: string): Promise<Invitation> {
  const notFound = new HttpError(404, message('not_found', { item: 'invitation' }));
  if (!isInvitationId(id)) throw notFound;
  const revoked = await updateDocument(
    keyOf(id),
    z.nullable(storedSchema),
    () => null,
    (current) => {
      if (!current || current.claimed_at !== undefined || current.revoked === true) throw notFound;
      return { value: { ...current, revoked: true }, result: current };
    },
  );
  await deleteKey(keyOf(id));
  return shownOf(revoked);
}

/** Revokes every pending invitation a user sent: called when they are removed or stop being an admin. */
export async function revokeInvitationsFrom(username: string): Promise<void> {
  const sent = (await storedInvitations()).filter(({ invitation }) => invitation.invited_by === username);
  await Promise.all(sent.map(({ key }) => deleteKey(key)));
}
