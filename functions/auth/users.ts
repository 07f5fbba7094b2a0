import { z } from 'zod';
import { message } from '#src/schemas/messages.ts';
import { staffRoleSchema, type StaffRole } from '#src/schemas/staff.ts';
import { HttpError } from '#functions/platform/http.ts';
import { hashPassword } from '#functions/auth/passwords.ts';
import { readDocument, updateDocument } from '#functions/platform/store.ts';

// Staff accounts (ADR 0033): one small document, as there are a handful of
// people and accounts change rarely; every change is a compare-and-swap. The
// first account is created from ADMIN_USERNAME and ADMIN_PASSWORD_HASH or
// ADMIN_PASSWORD (or, locally, a generated password) and is never overwritten
// by them afterwards, so a password changed through /api/auth/reset-password
// stays changed. Others are added by invitation (functions/auth/invitations.ts).
// Usernames are unique whatever their case.

const USERS_KEY = 'auth/users';

export const userRecordSchema = z.object({
  username: z.string(),
  password_hash: z.string(),
  // Accounts stored before roles existed were the one admin.
  role: z._default(staffRoleSchema, 'admin'),
  created_at: z.iso.datetime(),
  password_changed_at: z.iso.datetime(),
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
    const user: UserRecord = { username, password_hash, role: 'admin', created_at: now, password_changed_at: now };
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

/** Adds an account with the password its owner chose; 409 when the name is taken, whatever its case. */
export async function addUser(username: string, role: StaffRole, password: string): Promise<UserRecord> {
  const password_hash = await hashPassword(password);
  const now = new Date().toISOString();
  return updateDocument(USERS_KEY, usersSchema, noUsers, (current) => {
    if (current.users.some((user) => sameName(user.username, username))) throw new HttpError(409, message('username_taken'));
    const user: UserRecord = { username, password_hash, role, created_at: now, password_changed_at: now };
    return { value: { users: [...current.users, user] }, result: user };
  });
}

/** Whether an account already has this name, whatever its case. */
export async function usernameTaken(username: string): Promise<boolean> {
  return (await listUsers()).some((user) => sameName(user.username, username));
}

export async function setRole(username: string, role: StaffRole): Promise<UserRecord> {
  return updateDocument(USERS_KEY, usersSchema, noUsers, (current) => {
    const found = current.users.find((user) => user.username === username);
    if (!found) throw new HttpError(404, USER_NOT_FOUND);
    const next = { ...found, role };
    return { value: { users: current.users.map((user) => (user === found ? next : user)) }, result: next };
  });
}

export async function removeUser(username: string): Promise<void> {
  await updateDocument(USERS_KEY, usersSchema, noUsers, (current) => {
    if (!current.users.some((user) => user.username === username)) throw new HttpError(404, USER_NOT_FOUND);
    return { value: { users: current.users.filter((user) => user.username !== username) }, result: undefined };
  });
}
