import { codedError, message } from '#src/schemas/messages.ts';
import { loginResponseSchema, loginSchema } from '#src/schemas/auth.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { noteAudit } from '#functions/audit/audit.ts';
import { decoyHash, verifyPassword } from '#functions/auth/passwords.ts';
import { ATTEMPT_WINDOW_MS, signedIn, userKey } from '#functions/auth/sign-in.ts';
import { ensureUser, findUser } from '#functions/auth/users.ts';
import { getAdminEnv } from '#functions/platform/env.ts';
import { parseWith, respond, readJson } from '#functions/platform/http.ts';
import { deleteKey } from '#functions/platform/store.ts';
import { route, type HandlerContext } from '#functions/platform/route.ts';
import { clearAttempts, consumeAttempt, consumeThrottled, type Limit, type Throttle } from '#functions/platform/rate-limit.ts';

// POST /api/auth/login: sign in (spec sections 4, 6, 7 and 8). Unknown users
// and wrong passwords get the same answer in the same time. Every sign-in
// attempt is counted before its password is checked
// (docs/decisions/0012-configuration-and-sign-in-limits.md):
// - per username and address: 5 attempts in 15 minutes, then 429. An outsider
//   who guesses locks only their own address out of that account;
// - per address: 20 attempts in 15 minutes, whatever the usernames;
// - per username, from anywhere: 5 free attempts, then a doubling wait up to a
//   minute between attempts, so a guesser spread over many addresses is slowed
//   without ever locking the owner out for more than that minute.
// A success forgets the attempts of its username and of the pair, and its own
// attempt from the address: the address's failures stay counted, so a guesser
// holding one account of their own cannot reset them by signing in.

const lockedMessage = message('too_many_sign_ins');

const loginPairLimit: Limit = { prefix: 'auth/attempts/pair', limit: 5, windowMs: ATTEMPT_WINDOW_MS, message: lockedMessage };
const loginAddressLimit: Limit = { prefix: 'auth/attempts/address', limit: 20, windowMs: ATTEMPT_WINDOW_MS, message: lockedMessage };
const loginUserThrottle: Throttle = {
  prefix: 'auth/attempts/user',
  free: 5,
  windowMs: ATTEMPT_WINDOW_MS,
  maxDelayMs: 60 * 1000,
  message: lockedMessage,
};

const pairKey = (username: string, ip: string) => `${userKey(username)}|${ip}`;

/** Creates the configured admin on first use in production (locally the platform does it at start). */
async function bootstrapAdmin(): Promise<void> {
  const { adminUsername, adminPassword, adminPasswordHash } = getAdminEnv();
  if (adminPasswordHash) await ensureUser(adminUsername, { hash: adminPasswordHash });
  else if (adminPassword) await ensureUser(adminUsername, { password: adminPassword });
}

/** An unknown name is checked against a decoy at the cost of the owner's configured hash (the site's own cost without one). */
const decoyFor = () => decoyHash(getAdminEnv().adminPasswordHash);

async function login(req: Request, ctx: HandlerContext<'public'>): Promise<Response> {
  const { username, password } = parseWith(loginSchema, await readJson(req));
  // Audited as a failed sign-in under the name tried, until it succeeds (functions/audit/audit.ts).
  noteAudit({ user: username, action: 'login_failed', collection: 'auth' });
  getAdminEnv();
  // Reserve the attempt first: a refused reservation answers 429 without checking the password.
  await consumeAttempt(loginPairLimit, [pairKey(username, ctx.client)]);
  const addressAttempts = await consumeAttempt(loginAddressLimit, [ctx.client]);
  await consumeThrottled(loginUserThrottle, userKey(username));
  await bootstrapAdmin();
  const user = await findUser(username);
  const valid = await verifyPassword(password, user?.password_hash ?? (await decoyFor()));
  if (!user || !valid) {
    console.warn(JSON.stringify({ level: 'warn', event: 'login_failed', username, ip: ctx.ip }));
    return respond(loginResponseSchema, { success: false, ...codedError(message('invalid_credentials')) }, { status: 401 });
  }
  await clearAttempts(loginPairLimit.prefix, [pairKey(username, ctx.client)]);
  await Promise.all(addressAttempts.map((attempt) => deleteKey(attempt)));
  await clearAttempts(loginUserThrottle.prefix, [userKey(username)]);
  noteAudit({ action: 'login' });
  return signedIn(user);
}

export const loginHandler = route(endpoints.authLogin, { POST: login });
