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

/** Changing the password needs the current one; its guesses are limited per account, apart from sign-in. */
const passwordChangeLimit: Limit = {
  prefix: 'auth/attempts/password-change',
  limit: 5,
  windowMs: ATTEMPT_WINDOW_MS,
  message: 'Too many wrong current passwords. Please wait before trying again.',
};

async function resetPassword(req: Request, { session }: HandlerContext<'staff'>): Promise<Response> {
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

export const resetPasswordHandler = route(endpoints.authResetPassword, { POST: resetPassword });
