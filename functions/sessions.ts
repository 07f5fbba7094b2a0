import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import type { SessionUser } from '#src/schemas/auth.ts';
import { getAdminEnv } from '#functions/env.ts';
import { HttpError } from '#functions/http.ts';
import { readDocument, updateDocument } from '#functions/store.ts';

// Admin sessions: an HS256 JWT (algorithm pinned, a jti, iat and exp required)
// that is valid only while its jti is in the allowlist kept in Blobs with the
// same expiry. A token without exp, or whose exp differs from its session's, is
// refused even when its signature is good. Logging out, or changing the
// password, removes entries, so those tokens never verify again.

const SESSIONS_KEY = 'auth/sessions';
const ISSUER = 'caronte-automation';
const AUDIENCE = 'caronte-admin';
const SESSION_TTL_SECONDS = 8 * 60 * 60;

const sessionSchema = z.object({
  jti: z.string(),
  username: z.string(),
  issued_at: z.number(),
  expires_at: z.number(),
});
const sessionsSchema = z.object({ sessions: z.array(sessionSchema) });
type Sessions = z.infer<typeof sessionsSchema>;

const noSessions = (): Sessions => ({ sessions: [] });
const live = (sessions: Sessions['sessions'], nowSeconds: number) => sessions.filter((session) => session.expires_at > nowSeconds);

export interface Session extends SessionUser {
  jti: string;
}

export async function createSession(username: string): Promise<{ token: string; session: Session }> {
  const { jwtSecret } = getAdminEnv();
  const jti = randomUUID();
  const now = Math.floor(Date.now() / 1000);
  // iat and exp set here, not by the library, so the record holds exactly the token's expiry.
  const token = jwt.sign({ sub: username, jti, iat: now, exp: now + SESSION_TTL_SECONDS }, jwtSecret, {
    algorithm: 'HS256',
    issuer: ISSUER,
    audience: AUDIENCE,
  });
  await updateDocument(SESSIONS_KEY, sessionsSchema, noSessions, (current) => ({
    value: { sessions: [...live(current.sessions, now), { jti, username, issued_at: now, expires_at: now + SESSION_TTL_SECONDS }] },
    result: undefined,
  }));
  return { token, session: { username, jti } };
}

const claimsSchema = z.object({ sub: z.string().min(1), jti: z.string().min(1), iat: z.number().int(), exp: z.number().int() });

/** Verifies signature, algorithm, iat and exp, issuer, audience and the allowlist record; throws 401 otherwise. */
async function verifySession(token: string): Promise<Session> {
  const { jwtSecret } = getAdminEnv();
  let claims: z.infer<typeof claimsSchema>;
  try {
    const decoded = jwt.verify(token, jwtSecret, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
    claims = claimsSchema.parse(decoded);
  } catch (error) {
    const expired = error instanceof jwt.TokenExpiredError;
    throw new HttpError(401, expired ? 'Session has expired, please sign in again' : 'Invalid token');
  }
  const { sessions } = await readDocument(SESSIONS_KEY, sessionsSchema, noSessions);
  const now = Math.floor(Date.now() / 1000);
  const known = sessions.some(
    (session) =>
      session.jti === claims.jti &&
      session.username === claims.sub &&
      session.expires_at === claims.exp &&
      session.issued_at === claims.iat &&
      session.expires_at > now,
  );
  if (!known) throw new HttpError(401, 'Session has been revoked, please sign in again');
  return { username: claims.sub, jti: claims.jti };
}

export async function revokeSession(jti: string): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  await updateDocument(SESSIONS_KEY, sessionsSchema, noSessions, (current) => ({
    value: { sessions: live(current.sessions, now).filter((session) => session.jti !== jti) },
    result: undefined,
  }));
}

/** Revokes every session of a user except the one given. */
export async function revokeOtherSessions(username: string, keepJti: string): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  await updateDocument(SESSIONS_KEY, sessionsSchema, noSessions, (current) => ({
    value: { sessions: live(current.sessions, now).filter((session) => session.username !== username || session.jti === keepJti) },
    result: undefined,
  }));
}

function bearerToken(req: Request): string | null {
  const header = req.headers.get('authorization');
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match?.[1]) throw new HttpError(401, 'Authorization header must be "Bearer <token>"');
  return match[1];
}

/** The signed-in admin, or 401. Every write goes through this. */
export async function requireAdmin(req: Request): Promise<Session> {
  const token = bearerToken(req);
  if (!token) throw new HttpError(401, 'Authentication required');
  return verifySession(token);
}

/**
 * The admin when a token is sent, null for anonymous visitors. A token that is
 * sent but not valid is a 401, so the admin notices an expired session at once.
 */
export async function optionalAdmin(req: Request): Promise<Session | null> {
  const token = bearerToken(req);
  return token ? verifySession(token) : null;
}
