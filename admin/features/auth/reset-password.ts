import type { ResetPasswordInput } from '#src/schemas/auth.ts';
import { authResetPassword } from '#src/schemas/auth-endpoints.ts';
import { callApi } from '#admin/lib/api-client.ts';

// The password change, apart from the shell's calls (api.ts): its body's schema
// carries the field messages, which come with the dialog, not the first load (ADR 0090).

export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  await callApi(authResetPassword, 'POST', { body: input });
}
