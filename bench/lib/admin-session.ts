import { loginResponseSchema } from '#src/schemas/auth.ts';
import { STORAGE_KEYS } from '#src/schemas/session.ts';
import { e2eAdmin } from '#tests/fixtures/platform.ts';

// A signed-in admin for the measurements, from the API's own sign-in: the
// token for API calls, and the origin's storage the login page would leave.

export interface AdminSession {
  token: string;
  /** The origin's localStorage as the login page stores it. */
  localStorage: Record<string, string>;
}

export async function adminSession(baseUrl: string): Promise<AdminSession> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(e2eAdmin),
  });
  const answer = loginResponseSchema.parse(await response.json());
  if (!answer.success) throw new Error(`The bench's admin sign-in failed: ${answer.error}`);
  return { token: answer.token, localStorage: { [STORAGE_KEYS.token]: answer.token, [STORAGE_KEYS.user]: JSON.stringify(answer.user) } };
}

/** A Playwright storage state holding the session for the site's origin. */
export function signedInState(baseUrl: string, session: AdminSession) {
  return {
    cookies: [],
    origins: [
      { origin: new URL(baseUrl).origin, localStorage: Object.entries(session.localStorage).map(([name, value]) => ({ name, value })) },
    ],
  };
}
