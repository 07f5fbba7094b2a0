import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { resetPasswordHandler } from '#functions/api/auth-reset-password.ts';

export default serve('auth-reset-password', resetPasswordHandler);

export const config: Config = { path: '/api/auth/reset-password' };
