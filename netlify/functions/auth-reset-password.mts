import type { Config } from '@netlify/functions';
import { serve } from '#functions/serve.ts';
import { resetPasswordHandler } from '#functions/auth.ts';

export default serve('auth-reset-password', resetPasswordHandler);

export const config: Config = { path: '/api/auth/reset-password' };
