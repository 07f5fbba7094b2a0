import { queryOptions } from '@tanstack/react-query';
import { authLogout, authVerify } from '#src/schemas/shell-endpoints.ts';
import { ApiError, callApi } from '#admin/lib/api-client.ts';

// The calls of /api/auth/* the shell makes (spec section 7); sign-in is the login page's (login-page.ts), the
// password change the dialog's (reset-password.ts).

const authKeys = {
  all: ['auth'] as const,
  verify: (token: string) => [...authKeys.all, 'verify', token] as const,
};

/** Checks the stored token; a 401 goes through the helper (storage cleared, back to login). */
export const verifyQueryOptions = (token: string) =>
  queryOptions({
    queryKey: authKeys.verify(token),
    queryFn: ({ signal }) => callApi(authVerify, 'POST', { signal }),
    staleTime: 5 * 60 * 1000,
    retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 2,
  });

/**
 * Revokes a session on the server with the token held in memory (storage is
 * already cleared). One retry; a second failure is logged and left: the token
 * is gone from the browser and expires on its own. The request is keepalive:
 * the login page loads while it is on its way (the retry only runs if the
 * page is still there).
 */
export async function revokeSession(token: string): Promise<void> {
  const attempt = () => callApi(authLogout, 'POST', { redirectOn401: false, token, keepalive: true });
  try {
    await attempt().catch(attempt);
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', event: 'logout_revoke_failed', error: String(error) }));
  }
}
