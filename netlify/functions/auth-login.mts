import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { loginHandler } from '#functions/api/auth-login.ts';

export default serve('auth-login', loginHandler);

export const config: Config = { path: '/api/auth/login' };
