import * as z from '#functions/platform/zod.ts';
import { message } from '#src/schemas/messages.ts';
import type { Invitation } from '#src/schemas/staff.ts';
import { staffPermissionSchema, staffRoleSchema, type StaffPermission, type StaffRole } from '#src/schemas/staff-roles.ts';
import { getAdminEnv } from '#functions/platform/env.ts';
import { HttpError } from '#functions/platform/http.ts';
import { nextUpdateTime, refuseStale } from '#functions/platform/versions.ts';
import { hashPassword } from '#functions/auth/passwords.ts';
import { readDocument, updateDocument } from '#functions/platform/store.ts';

// Staff accounts (ADR 0033): one small document, as there are a handful of
// people and accounts change rarely; every change is a compare-and-swap. The
// first account is created from ADMIN_USERNAME and ADMIN_PASSWORD_HASH or
// ADMIN_PASSWORD (or, locally, a generated password) and is never overwritten
// by them afterwards, so a password changed through /api/auth/reset-password
// stays changed. Others are added by invitation (functions/auth/invitations.ts).
// Usernames are unique whatever their case. An account's `created_at` also
// tells one account from an earlier one of the same name: sessions and
// invitations are honoured only for the account they were issued under.
// `permissions` are those an administrator granted (ADR 0044): they count for
// an editor; an administrator has every permission whatever is stored.

const USERS_KEY = 'auth/users';

export const userRecordSchema = z.object({
  username: z.string(),
  password_hash: z.string(),
  // Accounts stored before roles existed were the one admin.
  role: z._default(staffRoleSchema, 'admin'),
  // Accounts stored before permissions existed were granted none.
  permissions: z._default(z.array(staffPermissionSchema), []),
  created_at: z.iso.datetime(),
  password_changed_at: z.iso.datetime(),
  /** When the role or permissions last changed: the version an administrator's change is based on (ADR 0045). */
  updated_at: z.optional(z.iso.datetime()),
});

const usersSchema = z.object({ users: z.array(userRecordSchema) });
type Users = z.infer<typeof usersSchema>;
const noUsers = (): Users => ({ users: [] });

export type UserRecord = z.infer<typeof userRecordSchema>;

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const USER_NOT_FOUND = message('not_found', { item: 'user' });

export async function listUsers(): Promise<UserRecord[]> {
  return (await readDocument(USERS_KEY, usersSchema, noUsers)).users;
}

export async function findUser(username: string): Promise<UserRecord | undefined> {
  return (await listUsers()).find((user) => user.username === username);
}

/**
 * Creates the account if it does not exist yet, from a password or from a hash
 * made by `npm run admin:hash` (so no clear password needs to sit in the site's
 * settings). Returns true when it was created.
 */
export async function ensureUser(username: string, secret: { password: string } | { hash: string }): Promise<boolean> {
  if (await findUser(username)) return false;
  const password_hash = 'hash' in secret ? secret.hash : await hashPassword(secret.password);
  const now = new Date().toISOString();
  return updateDocument(USERS_KEY, usersSchema, noUsers, (current) => {
    if (current.users.some((user) => user.username === username)) return { value: undefined, result: false };
    const user: UserRecord = { username, password_hash, role: 'admin', permissions: [], created_at: now, password_changed_at: now };
    return { value: { users: [...current.users, user] }, result: true };
  });
}

/** Replaces a user's password hash; returns the time of the change. */
export async function setPassword(username: string, password: string): Promise<string> {
  const password_hash = await hashPassword(password);
  const now = new Date().toISOString();
  return updateDocument(USERS_KEY, usersSchema, noUsers, (current) => ({
    value: {
      users: current.users.map((user) => (user.username === username ? { ...user, password_hash, password_changed_at: now } : user)),
    },
    result: now,
  }));
}

/** Who sent an invitation, and when: what decides whether it still stands. */
export type Sponsor = Pick<Invitation, 'invited_by' | 'created_at'>;

/**
 * Whether an invitation's sender is still an administrator: the configured
 * owner always is; anyone else must still have an admin account, and the same
 * account that sent it, not one of that name created since. Between the two
 * times compared its holder has signed in and sent the invitation, so clocks
 * a little apart do not change the answer.
 */
export function stillVouches(users: UserRecord[], { invited_by, created_at }: Sponsor): boolean {
  if (invited_by === getAdminEnv().adminUsername) return true;
  const inviter = users.find((user) => user.username === invited_by);
  return inviter?.role === 'admin' && Date.parse(inviter.created_at) <= Date.parse(created_at);
}

/** Whether an invitation's sender can still vouch for it now (addUser checks again, where it counts). */
export async function sponsorStands(sponsor: Sponsor): Promise<boolean> {
  return stillVouches(await listUsers(), sponsor);
}

/**
 * Adds an account with the password its owner chose; 409 when the name is
 * taken, whatever its case, and 410 when whoever invited them is no longer an
 * administrator. That check is made inside the compare-and-swap, on the same
 * document a removal or demotion changes, so an acceptance and a removal
 * racing each other are ordered: either the account was made while its
 * inviter was an admin, or it is refused.
 */
export async function addUser(username: string, role: StaffRole, password: string, sponsor: Sponsor): Promise<UserRecord> {
  const password_hash = await hashPassword(password);
  const now = new Date().toISOString();
  return updateDocument(USERS_KEY, usersSchema, noUsers, (current) => {
    if (!stillVouches(current.users, sponsor)) throw new HttpError(410, message('invitation_invalid'));
    if (current.users.some((user) => sameName(user.username, username))) throw new HttpError(409, message('username_taken'));
    const user: UserRecord = { username, password_hash, role, permissions: [], created_at: now, password_changed_at: now };
    return { value: { users: [...current.users, user] }, result: user };
  });
}

/** Whether an account already has this name, whatever its case. */
export async function usernameTaken(username: string): Promise<boolean> {
  return (await listUsers()).some((user) => sameName(user.username, username));
}

/** What a change of an account sets: its role, the permissions granted it (the whole list), or both. */
export interface AccountChange {
  role?: StaffRole | undefined;
  permissions?: readonly StaffPermission[] | undefined;
}

/** Changes an account's role and permissions in one compare-and-swap, so neither overwrites the other. */
/** `expected`: the version the change is based on; a stale one is refused with 409 and the account as `shown`. */
export async function changeAccount(
  username: string,
  { role, permissions }: AccountChange,
  expected?: { version: string | undefined; shown: (user: UserRecord) => object },
): Promise<UserRecord> {
  return updateDocument(USERS_KEY, usersSchema, noUsers, (current) => {
    const found = current.users.find((user) => user.username === username);
    if (!found) throw new HttpError(404, USER_NOT_FOUND);
    if (expected) refuseStale(expected.version, found, expected.shown(found));
    const next: UserRecord = {
      ...found,
      ...(role === undefined ? {} : { role }),
      ...(permissions === undefined ? {} : { permissions: [...new Set(permissions)] }),
      updated_at: nextUpdateTime(found),
    };
    return { value: { users: current.users.map((user) => (user === found ? next : user)) }, result: next };
  });
}

export async function removeUser(username: string): Promise<void> {
  await updateDocument(USERS_KEY, usersSchema, noUsers, (current) => {
    if (!current.users.some((user) => user.username === username)) throw new HttpError(404, USER_NOT_FOUND);
    return { value: { users: current.users.filter((user) => user.username !== username) }, result: undefined };
  });
}
