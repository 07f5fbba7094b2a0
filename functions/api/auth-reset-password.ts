import { issueOf, message } from '#src/schemas/messages.ts';
import { successSchema } from '#src/schemas/api.ts';
import { resetPasswordSchema } from '#src/schemas/auth.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { verifyPassword } from '#functions/auth/passwords.ts';
import { revokeOtherSessions } from '#functions/auth/sessions.ts';
import { ATTEMPT_WINDOW_MS, userKey } from '#functions/auth/sign-in.ts';
import { findUser, setPassword } from '#functions/auth/users.ts';
import { errorResponse, parseWith, readJson, respond } from '#functions/platform/http.ts';
import { route, type HandlerContext } from '#functions/platform/route.ts';
import { clearAttempts, consumeAttempt, type Limit } from '#functions/platform/rate-limit.ts';

// POST /api/auth/reset-password: a signed-in member changes their password
// (spec section 8), giving the current one; their other sessions end.

/**
 * Changing the password needs the current one; its guesses are limited per session, apart from sign-in: counted per
 * account, whoever held one stolen session could keep its owner from the change that ends it.
 */
const passwordChangeLimit: Limit = {
  prefix: 'auth/attempts/password-change',
  limit: 5,
  windowMs: ATTEMPT_WINDOW_MS,
  message: message('too_many_password_attempts'),
};

async function resetPassword(req: Request, { session }: HandlerContext<'staff'>): Promise<Response> {
  const input = parseWith(resetPasswordSchema, await readJson(req));
  const attempts = [`${userKey(session.username)}|${session.jti}`];
  await consumeAttempt(passwordChangeLimit, attempts);
  const user = await findUser(session.username);
  if (!user || !(await verifyPassword(input.current_password, user.password_hash))) {
    const incorrect = message('current_password_incorrect');
    return errorResponse(400, incorrect, { issues: [issueOf('current_password', incorrect)] });
  }
  if (input.current_password.normalize('NFKC') === input.new_password.normalize('NFKC')) {
    const unchanged = message('password_unchanged');
    return errorResponse(400, unchanged, { issues: [issueOf('new_password', unchanged)] });
  }
  await clearAttempts(passwordChangeLimit.prefix, attempts);
  await setPassword(session.username, input.new_password);
  await revokeOtherSessions(session.username, session.jti);
  return respond(successSchema, { success: true });
}

export const resetPasswordHandler = route(endpoints.authResetPassword, { POST: resetPassword });
