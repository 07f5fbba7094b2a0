import { currentDeployContext } from '#functions/platform/deploy-context.ts';
import { successSchema, verifyFailureSchema } from '#src/schemas/api.ts';
import { authMessages, loginResponseSchema, loginSchema, resetPasswordSchema, verifyResponseSchema } from '#src/schemas/auth.ts';
import { getAdminEnv } from '#functions/platform/env.ts';
import { noteAudit } from '#functions/audit/audit.ts';
import { errorResponse, HttpError, parseWith, respond, readJson, route, type RequestContext } from '#functions/platform/http.ts';
import { decoyHash, verifyPassword } from '#functions/auth/passwords.ts';
import { clearAttempts, consumeAttempt, consumeThrottled, type Limit, type Throttle } from '#functions/platform/rate-limit.ts';
import { createSession, requireStaff, revokeOtherSessions, revokeSession } from '#functions/auth/sessions.ts';
import { ensureUser, findUser, setPassword, type UserRecord } from '#functions/auth/users.ts';
import { acceptInvitationSchema, invitationCheckSchema, invitationDetailsSchema } from '#src/schemas/staff.ts';
import { acceptInvitation, invitationFor } from '#functions/auth/invitations.ts';

// /api/auth/*: sign in, verify, sign out and change password (spec sections 4,
// 6, 7 and 8). Unknown users and wrong passwords get the same answer in the
// same time. Every sign-in attempt is counted before its password is checked
// (docs/decisions/0012-configuration-and-sign-in.md):
// - per username and address: 5 attempts in 15 minutes, then 429. An outsider
//   who guesses locks only their own address out of that account;
// - per address: 20 attempts in 15 minutes, whatever the usernames;
// - per username, from anywhere: 5 free attempts, then a doubling wait up to a
//   minute between attempts, so a guesser spread over many addresses is slowed
//   without ever locking the owner out for more than that minute.
// A success forgets the attempts of its username, its address and the pair.

const minutes = (n: number) => n * 60 * 1000;
const lockedMessage = 'Too many failed sign-in attempts. Please wait before trying again.';

const loginPairLimit: Limit = { prefix: 'auth/attempts/pair', limit: 5, windowMs: minutes(15), message: lockedMessage };
const loginAddressLimit: Limit = { prefix: 'auth/attempts/address', limit: 20, windowMs: minutes(15), message: lockedMessage };
const loginUserThrottle: Throttle = {
  prefix: 'auth/attempts/user',
  free: 5,
  windowMs: minutes(15),
  maxDelayMs: minutes(1),
  message: lockedMessage,
};
/** Changing the password needs the current one; its guesses are limited per account, apart from sign-in. */
const passwordChangeLimit: Limit = {
  prefix: 'auth/attempts/password-change',
  limit: 5,
  windowMs: minutes(15),
  message: 'Too many wrong current passwords. Please wait before trying again.',
};

/** Invitation links are 256-bit secrets; checks of them are still counted per address. */
const invitationLimit: Limit = {
  prefix: 'auth/attempts/invitation',
  limit: 20,
  windowMs: minutes(15),
  message: 'Too many attempts with invitation links. Please wait before trying again.',
};

const userKey = (username: string) => username.toLowerCase();
const pairKey = (username: string, ip: string) => `${userKey(username)}|${ip}`;

/** Creates the configured admin on first use in production (locally the platform does it at start). */
async function bootstrapAdmin(): Promise<void> {
  const { adminUsername, adminPassword, adminPasswordHash } = getAdminEnv();
  if (adminPasswordHash) await ensureUser(adminUsername, { hash: adminPasswordHash });
  else if (adminPassword) await ensureUser(adminUsername, { password: adminPassword });
}

async function login(req: Request, ctx: RequestContext): Promise<Response> {
  const { username, password } = parseWith(loginSchema, await readJson(req));
  // Audited as a failed sign-in under the name tried, until it succeeds (functions/audit/audit.ts).
  noteAudit({ user: username, action: 'login_failed', collection: 'auth' });
  getAdminEnv();
  // Reserve the attempt first: a refused reservation answers 429 without checking the password.
  await consumeAttempt(loginPairLimit, [pairKey(username, ctx.ip)]);
  await consumeAttempt(loginAddressLimit, [ctx.ip]);
  await consumeThrottled(loginUserThrottle, userKey(username));
  await bootstrapAdmin();
  const user = await findUser(username);
  const valid = await verifyPassword(password, user?.password_hash ?? (await decoyHash()));
  if (!user || !valid) {
    console.warn(JSON.stringify({ level: 'warn', event: 'login_failed', username, ip: ctx.ip }));
    return respond(loginResponseSchema, { success: false, error: authMessages.invalidCredentials }, { status: 401 });
  }
  await clearAttempts(loginPairLimit.prefix, [pairKey(username, ctx.ip)]);
  await clearAttempts(loginAddressLimit.prefix, [ctx.ip]);
  await clearAttempts(loginUserThrottle.prefix, [userKey(username)]);
  noteAudit({ action: 'login' });
  return signedIn(user);
}

/** A new session for an account, answered as a sign-in. */
async function signedIn(user: UserRecord): Promise<Response> {
  const { token } = await createSession(user);
  return respond(loginResponseSchema, {
    success: true,
    token,
    user: { username: user.username, role: user.role },
    deploy_context: currentDeployContext(),
  });
}

async function verify(req: Request): Promise<Response> {
  try {
    const session = await requireStaff(req);
    return respond(verifyResponseSchema, {
      authenticated: true,
      user: { username: session.username, role: session.role },
      deploy_context: currentDeployContext(),
    });
  } catch (error) {
    if (error instanceof HttpError && error.status === 401)
      return respond(verifyFailureSchema, { authenticated: false, error: error.message }, { status: 401 });
    throw error;
  }
}

async function logout(req: Request): Promise<Response> {
  noteAudit({ action: 'logout', collection: 'auth' });
  const session = await requireStaff(req);
  await revokeSession(session);
  return respond(successSchema, { success: true });
}

async function resetPassword(req: Request): Promise<Response> {
  noteAudit({ action: 'password_change', collection: 'auth' });
  const session = await requireStaff(req);
  const input = parseWith(resetPasswordSchema, await readJson(req));
  await consumeAttempt(passwordChangeLimit, [userKey(session.username)]);
  const user = await findUser(session.username);
  if (!user || !(await verifyPassword(input.current_password, user.password_hash))) {
    return errorResponse(400, 'Current password is incorrect', {
      issues: [{ path: 'current_password', message: 'Current password is incorrect' }],
    });
  }
  if (input.current_password === input.new_password) {
    return errorResponse(400, 'New password must be different from the current one', {
      issues: [{ path: 'new_password', message: 'New password must be different from the current one' }],
    });
  }
  await clearAttempts(passwordChangeLimit.prefix, [userKey(session.username)]);
  await setPassword(session.username, input.new_password);
  await revokeOtherSessions(session.username, session.jti);
  return respond(successSchema, { success: true });
}

/** What an invitation link is for (the page that opens it shows the username and role). */
async function checkInvitation(req: Request, ctx: RequestContext): Promise<Response> {
  const { token } = parseWith(invitationCheckSchema, await readJson(req));
  await consumeAttempt(invitationLimit, [ctx.ip]);
  const { username, role, expires_at } = await invitationFor(token);
  return respond(invitationDetailsSchema, { username, role, expires_at });
}

/** Creates the invited account with the password its owner chose, spends the link and signs them in. */
async function acceptInvitationRoute(req: Request, ctx: RequestContext): Promise<Response> {
  noteAudit({ action: 'accept_invitation', collection: 'users' });
  const { token, password } = parseWith(acceptInvitationSchema, await readJson(req));
  await consumeAttempt(invitationLimit, [ctx.ip]);
  const user = await acceptInvitation(token, password);
  noteAudit({ user: user.username, item_id: user.username, item_label: user.username });
  return signedIn(user);
}

export const loginHandler = route('auth/login', { POST: login });
export const verifyHandler = route('auth/verify', { POST: verify }, { audited: false });
export const logoutHandler = route('auth/logout', { POST: logout });
export const resetPasswordHandler = route('auth/reset-password', { POST: resetPassword });
export const invitationHandler = route('auth/invitation', { POST: checkInvitation }, { audited: false });
export const acceptInvitationHandler = route('auth/accept-invitation', { POST: acceptInvitationRoute });
