import { randomUUID } from 'node:crypto';
import * as z from '#functions/platform/zod.ts';
import { message, type MessageCode } from '#src/schemas/messages.ts';
import type { SessionUser } from '#src/schemas/session.ts';
import { effectivePermissions, type StaffPermission } from '#src/schemas/staff-roles.ts';
import { getAdminEnv } from '#functions/platform/env.ts';
import { noteAudit } from '#functions/audit/audit.ts';
import { HttpError } from '#functions/platform/http.ts';
import { folderFor, leadingNumberOf } from '#functions/platform/record-keys.ts';
import { createDocument, deleteKey, listKeys, readDocument } from '#functions/platform/store.ts';
import { findUser, type UserRecord } from '#functions/auth/users.ts';

// Admin sessions: an HS256 JWT (algorithm pinned, a jti, iat and exp required)
// that is valid only while its session record is in Blobs with the same
// expiry. A token without exp, or whose exp differs from its session's, is
// refused even when its signature is good. Logging out, or changing the
// password, removes records, so those tokens never verify again. Each session
// is a document of its own, `auth/sessions/<user hash>/<expiry>-<jti>` (ADR
// 0023): a sign-in writes one new key and contends with nobody, a check reads
// one key, and a user's sessions, expired ones included, are one listing away.
// The account is read beside the session (in parallel, so no slower): a role
// changed, a permission granted or withdrawn, or an account removed counts
// from the very next request (ADR 0033, 0044).
//
// A session also names the account it was issued for, by that account's
// creation time, and is valid only while the account of that name is that
// same one. A sign-in reads the account, then writes its session; a removal
// running in between sweeps the folder before that write lands, and the
// record would verify again once the name is invited back. Clearing the
// folder when an account is created races the late write the same way, and
// comparing the session's time with the account's would compare the clocks
// of two instances at one-second precision; matching the creation time the
// sign-in itself read cannot be overtaken by any order of writes.

const SESSIONS_PREFIX = 'auth/sessions';
const ISSUER = 'caronte-automation';
const AUDIENCE = 'caronte-admin';
const SESSION_TTL_SECONDS = 8 * 60 * 60;

const sessionSchema = z.object({
  jti: z.string(),
  username: z.string(),
  issued_at: z.number(),
  expires_at: z.number(),
  // Absent from records written before sessions named their account.
  account_created_at: z.optional(z.string()),
});
type SessionRecord = z.infer<typeof sessionSchema>;

const folderOf = (username: string) => folderFor(SESSIONS_PREFIX, username);
/** A jti is a UUID we issued; anything else in a token is never used as a key. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const sessionKey = (username: string, expiresAt: number, jti: string) => `${folderOf(username)}${expiresAt}-${jti}`;

export interface Session extends SessionUser {
  jti: string;
  expires_at: number;
}

// jsonwebtoken (CommonJS, with semver, about 12 ms of a cold start's import) is
// loaded when a token is first signed or verified: a public read or a request
// with no token never needs it.
const loadJwt = async () => (await import('jsonwebtoken')).default;

/** Opens a session for the account as the sign-in read it. */
export async function createSession({
  username,
  role,
  permissions,
  created_at,
}: Pick<UserRecord, 'username' | 'role' | 'permissions' | 'created_at'>): Promise<{ token: string; session: Session }> {
  const { jwtSecret } = getAdminEnv();
  const jwt = await loadJwt();
  const jti = randomUUID();
  const now = Math.floor(Date.now() / 1000);
  // iat and exp set here, not by the library, so the record holds exactly the token's expiry.
  const token = jwt.sign({ sub: username, jti, iat: now, exp: now + SESSION_TTL_SECONDS }, jwtSecret, {
    algorithm: 'HS256',
    issuer: ISSUER,
    audience: AUDIENCE,
  });
  await createDocument(sessionKey(username, now + SESSION_TTL_SECONDS, jti), {
    jti,
    username,
    issued_at: now,
    expires_at: now + SESSION_TTL_SECONDS,
    account_created_at: created_at,
  } satisfies SessionRecord);
  await removeExpiredSessions(username, now);
  return {
    token,
    session: { username, role, permissions: effectivePermissions(role, permissions), jti, expires_at: now + SESSION_TTL_SECONDS },
  };
}

/** Whether a session was issued to this account, not to an earlier one of the same name. */
function issuedTo(session: SessionRecord, user: UserRecord): boolean {
  if (session.account_created_at !== undefined) return session.account_created_at === user.created_at;
  // A record from before sessions named their account (8 hours at most): refused only when older than the account.
  return session.issued_at >= Math.floor(Date.parse(user.created_at) / 1000);
}

const claimsSchema = z.object({
  sub: z.string().check(z.minLength(1)),
  jti: z.string().check(z.minLength(1)),
  iat: z.number().check(z.int()),
  exp: z.number().check(z.int()),
});

/** Verifies signature, algorithm, iat and exp, issuer, audience and the allowlist record; throws 401 otherwise. */
async function verifySession(token: string): Promise<Session> {
  const { jwtSecret } = getAdminEnv();
  const jwt = await loadJwt();
  let claims: z.infer<typeof claimsSchema>;
  try {
    const decoded = jwt.verify(token, jwtSecret, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
    claims = claimsSchema.parse(decoded);
  } catch (error) {
    const expired = error instanceof jwt.TokenExpiredError;
    throw new HttpError(401, message(expired ? 'session_expired' : 'invalid_token'));
  }
  const [session, user] = UUID.test(claims.jti)
    ? await Promise.all([
        readDocument(sessionKey(claims.sub, claims.exp, claims.jti), z.nullable(sessionSchema), () => null),
        findUser(claims.sub),
      ])
    : [null, undefined];
  const now = Math.floor(Date.now() / 1000);
  const known =
    session !== null &&
    session.jti === claims.jti &&
    session.username === claims.sub &&
    session.expires_at === claims.exp &&
    session.issued_at === claims.iat &&
    session.expires_at > now;
  if (!known) throw new HttpError(401, message('session_revoked'));
  if (!user) throw new HttpError(401, message('account_gone'));
  if (!issuedTo(session, user)) throw new HttpError(401, message('session_revoked'));
  return {
    username: claims.sub,
    role: user.role,
    permissions: effectivePermissions(user.role, user.permissions),
    jti: claims.jti,
    expires_at: claims.exp,
  };
}

export async function revokeSession(session: Session): Promise<void> {
  await deleteKey(sessionKey(session.username, session.expires_at, session.jti));
}

/** Revokes every session of a user except the one given (none kept when no jti is given). */
export async function revokeOtherSessions(username: string, keepJti?: string): Promise<void> {
  const keys = await listKeys(folderOf(username));
  await Promise.all(keys.filter((key) => keepJti === undefined || !key.endsWith(`-${keepJti}`)).map((key) => deleteKey(key)));
}

/** The hourly sweep's part: every user's sessions past their expiry, which a user who never signs in again would keep. */
export const sweepExpiredSessions = (nowSeconds = Math.floor(Date.now() / 1000)) => removeExpiredUnder(`${SESSIONS_PREFIX}/`, nowSeconds);

/** A sign-in tidies its user's folder: sessions past their expiry can never verify again. */
const removeExpiredSessions = (username: string, nowSeconds: number) => removeExpiredUnder(folderOf(username), nowSeconds);

/** Removes the sessions under `prefix` (a user's folder, or all of them) past their expiry. */
async function removeExpiredUnder(prefix: string, nowSeconds: number): Promise<number> {
  const expired = (await listKeys(prefix)).filter((key) => leadingNumberOf(key) <= nowSeconds);
  await Promise.all(expired.map((key) => deleteKey(key)));
  return expired.length;
}

function bearerToken(req: Request): string | null {
  const header = req.headers.get('authorization');
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match?.[1]) throw new HttpError(401, message('bearer_required'));
  return match[1];
}

/** The signed-in member of staff, whatever their role, or 401. Every write goes through this. */
export async function requireStaff(req: Request): Promise<Session> {
  const token = bearerToken(req);
  if (!token) throw new HttpError(401, message('auth_required'));
  const session = await verifySession(token);
  noteAudit({ user: session.username });
  return session;
}

/** 403 for an editor: what only an admin may do (staff, settings, audit log, import). */
export function assertAdmin(session: Session): void {
  if (session.role !== 'admin') throw new HttpError(403, message('admin_only'));
}

/** A signed-in admin: 401 without a session, 403 for an editor. */
export async function requireAdmin(req: Request): Promise<Session> {
  const session = await requireStaff(req);
  assertAdmin(session);
  return session;
}

/** The refusal of each permission, saying who may. */
const refusals = {
  enquiries: 'enquiries_not_allowed',
  audience: 'audience_not_allowed',
  applications: 'applications_not_allowed',
} as const satisfies Record<StaffPermission, MessageCode>;

/** A signed-in member of staff with this permission (ADR 0044): 401 without a session, 403 without the permission. */
export async function requirePermission(req: Request, permission: StaffPermission): Promise<Session> {
  const session = await requireStaff(req);
  if (!session.permissions.includes(permission)) throw new HttpError(403, message(refusals[permission]));
  return session;
}

/**
 * The admin when a token is sent, null for anonymous visitors. A token that is
 * sent but not valid is a 401, so the admin notices an expired session at once.
 */
export async function optionalStaff(req: Request): Promise<Session | null> {
  const token = bearerToken(req);
  return token ? verifySession(token) : null;
}
