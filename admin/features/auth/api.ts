import { queryOptions } from '@tanstack/react-query';
import { z } from '#src/schemas/zod.ts';
import { loginResponseSchema, verifyResponseSchema, type LoginInput, type ResetPasswordInput } from '#src/schemas/auth.ts';
import { ApiError, apiJson, apiRequest } from '#admin/lib/api-client.ts';

// The four calls of /api/auth/* (spec section 7).

export const authKeys = {
  all: ['auth'] as const,
  verify: (token: string) => [...authKeys.all, 'verify', token] as const,
};

/** Checks the stored token; a 401 goes through the helper (storage cleared, back to login). */
export const verifyQueryOptions = (token: string) =>
  queryOptions({
    queryKey: authKeys.verify(token),
    queryFn: ({ signal }) => apiJson('/api/auth/verify', verifyResponseSchema, { method: 'POST', signal }),
    staleTime: 5 * 60 * 1000,
    retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 2,
  });

export type LoginResult = z.infer<typeof loginResponseSchema>;

/** Sign-in: a 401 here means wrong credentials, not an ended session. */
export async function login(input: LoginInput): Promise<LoginResult> {
  try {
    return await apiJson('/api/auth/login', loginResponseSchema, { method: 'POST', body: input, redirectOn401: false });
  } catch (error) {
    if (error instanceof ApiError) return { success: false, error: error.serverMessage ?? '' };
    throw error;
  }
}

/**
 * Revokes a session on the server with the token held in memory (storage is
 * already cleared). One retry; a second failure is logged and left: the token
 * is gone from the browser and expires on its own.
 */
export async function revokeSession(token: string): Promise<void> {
  const attempt = () => apiRequest('/api/auth/logout', { method: 'POST', redirectOn401: false, token });
  try {
    await attempt().catch(attempt);
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', event: 'logout_revoke_failed', error: String(error) }));
  }
}

export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  await apiRequest('/api/auth/reset-password', { method: 'POST', body: input });
}
