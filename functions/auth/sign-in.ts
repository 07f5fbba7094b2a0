import { codedError, message } from '#src/schemas/messages.ts';
import { loginResponseSchema } from '#src/schemas/auth.ts';
import { createSession, revokeSession } from '#functions/auth/sessions.ts';
import { findUser, type UserRecord } from '#functions/auth/users.ts';
import { currentDeployContext } from '#functions/platform/deploy-context.ts';
import { respond } from '#functions/platform/http.ts';
import type { Limit } from '#functions/platform/rate-limit.ts';

// What the routes that sign someone in, or check a secret of theirs, share:
// the window their attempts are counted in, the key an account's counters
// use, the limit on invitation links, and the answer that starts a session
// (docs/decisions/0012-configuration-and-sign-in-limits.md).

/** Every sign-in limit counts the attempts of the last 15 minutes. */
export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

/** An account's counters are kept under its username whatever its case. */
export const userKey = (username: string) => username.toLowerCase();

/** Invitation links are 256-bit secrets; checks of them are still counted per address. */
export const invitationLimit: Limit = {
  prefix: 'auth/attempts/invitation',
  limit: 20,
  windowMs: ATTEMPT_WINDOW_MS,
  message: message('too_many_invitation_attempts'),
};

/** A new session for an account, answered as a sign-in. */
export async function signedIn(user: UserRecord): Promise<Response> {
  const { token, session } = await createSession(user);
  // The password was checked against the account as read before the check. A password change (or a removal) that
  // landed meanwhile ended the account's other sessions before this one was recorded: read again, and end it too.
  const now = await findUser(user.username);
  if (now?.password_changed_at !== user.password_changed_at || now.created_at !== user.created_at) {
    await revokeSession(session);
    return respond(loginResponseSchema, { success: false, ...codedError(message('invalid_credentials')) }, { status: 401 });
  }
  return respond(loginResponseSchema, {
    success: true,
    token,
    user: { username: session.username, role: session.role, permissions: session.permissions },
    deploy_context: currentDeployContext(),
  });
}
