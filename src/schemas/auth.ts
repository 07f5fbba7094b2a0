import { codedErrorFields } from '#src/schemas/api.ts';
import * as z from '#src/schemas/zod-mini.ts';
import { requiredText } from '#src/schemas/common.ts';
import { zodMessage } from '#src/schemas/coded-issues.ts';
import { deployContextSchema } from '#src/schemas/deploy.ts';
import { sessionUserSchema } from '#src/schemas/session.ts';
import { newPasswordSchema } from '#src/schemas/staff.ts';

// Admin sign-in and session (spec sections 3, 4, 5 and 8).

export const loginSchema = z.object({
  username: requiredText('username', 100),
  password: z
    .string({ error: zodMessage('required', { field: 'password' }) })
    .check(z.minLength(1, zodMessage('required', { field: 'password' })), z.maxLength(200, zodMessage('too_long', { field: 'password' }))),
});

export const resetPasswordSchema = z.object({
  current_password: z
    .string({ error: zodMessage('required', { field: 'current_password' }) })
    .check(z.minLength(1, zodMessage('required', { field: 'current_password' })), z.maxLength(200)),
  new_password: newPasswordSchema('new_password'),
});

export const loginResponseSchema = z.union([
  z.object({ success: z.literal(true), token: z.string(), user: sessionUserSchema, deploy_context: deployContextSchema }),
  z.object({ success: z.literal(false), ...codedErrorFields }),
]);

export type LoginInput = z.infer<typeof loginSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const authMessages = {
  invalidCredentials: 'Invalid credentials',
  network: 'Failed to connect to server. Please try again.',
} as const;
