import { authMessages, loginSchema, resetPasswordSchema } from '#src/schemas/auth.ts';
import { getEnv } from '#functions/env.ts';
import { errorResponse, HttpError, json, parseWith, readJson, route, type RequestContext } from '#functions/http.ts';
import { decoyHash, verifyPassword } from '#functions/passwords.ts';
import { assertUnderLimit, clearAttempts, recordAttempt, type Limit } from '#functions/rate-limit.ts';
import { createSession, requireAdmin, revokeOtherSessions, revokeSession } from '#functions/sessions.ts';
import { ensureUser, findUser, setPassword } from '#functions/users.ts';

// /api/auth/*: sign in, verify, sign out and change password (spec sections 4,
// 6, 7 and 8). Unknown users and wrong passwords get the same answer in the
// same time; five failures in 15 minutes per username or per IP lock sign-in.

export const loginLimit: Limit = {
  document: 'auth/login-attempts',
  limit: 5,
  windowMs: 15 * 60 * 1000,
  message: 'Too many failed sign-in attempts. Please wait before trying again.',
};

const limitKeys = (username: string, ip: string) => [`user:${username.toLowerCase()}`, `ip:${ip}`];

/** Creates the configured admin on first use in production (locally the platform does it at start). */
async function bootstrapAdmin(): Promise<void> {
  const { adminUsername, adminPassword } = getEnv();
  if (adminPassword) await ensureUser(adminUsername, adminPassword);
}

async function login(req: Request, ctx: RequestContext): Promise<Response> {
  const { username, password } = parseWith(loginSchema, await readJson(req));
  const keys = limitKeys(username, ctx.ip);
  await assertUnderLimit(loginLimit, keys);
  await bootstrapAdmin();
  const user = await findUser(username);
  const valid = await verifyPassword(password, user?.password_hash ?? (await decoyHash()));
  if (!user || !valid) {
    await recordAttempt(loginLimit, keys);
    console.warn(JSON.stringify({ level: 'warn', event: 'login_failed', username, ip: ctx.ip }));
    return json({ success: false, error: authMessages.invalidCredentials }, 401);
  }
  await clearAttempts(loginLimit, [keys[0]!]);
  const { token } = await createSession(user.username);
  return json({ success: true, token, user: { username: user.username } });
}

async function verify(req: Request): Promise<Response> {
  try {
    const session = await requireAdmin(req);
    return json({ authenticated: true, user: { username: session.username } });
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return json({ authenticated: false, error: error.message }, 401);
    throw error;
  }
}

async function logout(req: Request): Promise<Response> {
  const session = await requireAdmin(req);
  await revokeSession(session.jti);
  return json({ success: true });
}

async function resetPassword(req: Request, ctx: RequestContext): Promise<Response> {
  const session = await requireAdmin(req);
  const input = parseWith(resetPasswordSchema, await readJson(req));
  const keys = limitKeys(session.username, ctx.ip);
  await assertUnderLimit(loginLimit, keys);
  const user = await findUser(session.username);
  if (!user || !(await verifyPassword(input.current_password, user.password_hash))) {
    await recordAttempt(loginLimit, keys);
    return errorResponse(400, 'Current password is incorrect', {
      issues: [{ path: 'current_password', message: 'Current password is incorrect' }],
    });
  }
  if (input.current_password === input.new_password) {
    return errorResponse(400, 'New password must be different from the current one', {
      issues: [{ path: 'new_password', message: 'New password must be different from the current one' }],
    });
  }
  await setPassword(session.username, input.new_password);
  await revokeOtherSessions(session.username, session.jti);
  return json({ success: true });
}

export const loginHandler = route('auth/login', { POST: login });
export const verifyHandler = route('auth/verify', { POST: verify });
export const logoutHandler = route('auth/logout', { POST: logout });
export const resetPasswordHandler = route('auth/reset-password', { POST: resetPassword });
