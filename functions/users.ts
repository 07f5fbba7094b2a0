import { z } from 'zod';
import { hashPassword } from '#functions/passwords.ts';
import { readDocument, updateDocument } from '#functions/store.ts';

// Admin accounts. There is one kind of user (spec section 6); the first account
// is created from ADMIN_USERNAME and ADMIN_PASSWORD_HASH or ADMIN_PASSWORD (or, locally, a generated
// password) and is never overwritten by them afterwards, so a password changed
// through /api/auth/reset-password stays changed.

const USERS_KEY = 'auth/users';

export const userRecordSchema = z.object({
  username: z.string(),
  password_hash: z.string(),
  created_at: z.iso.datetime(),
  password_changed_at: z.iso.datetime(),
});

const usersSchema = z.object({ users: z.array(userRecordSchema) });

export type UserRecord = z.infer<typeof userRecordSchema>;

export async function findUser(username: string): Promise<UserRecord | undefined> {
  const { users } = await readDocument(USERS_KEY, usersSchema, () => ({ users: [] }));
  return users.find((user) => user.username === username);
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
  return updateDocument(
    USERS_KEY,
    usersSchema,
    () => ({ users: [] }),
    (current) => {
      if (current.users.some((user) => user.username === username)) return { value: undefined, result: false };
      return { value: { users: [...current.users, { username, password_hash, created_at: now, password_changed_at: now }] }, result: true };
    },
  );
}

/** Replaces a user's password hash; returns the time of the change. */
export async function setPassword(username: string, password: string): Promise<string> {
  const password_hash = await hashPassword(password);
  const now = new Date().toISOString();
  return updateDocument(
    USERS_KEY,
    usersSchema,
    () => ({ users: [] }),
    (current) => ({
      value: {
        users: current.users.map((user) => (user.username === username ? { ...user, password_hash, password_changed_at: now } : user)),
      },
      result: now,
    }),
  );
}
