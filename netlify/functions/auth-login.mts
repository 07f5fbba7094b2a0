import type { Config } from '@netlify/functions';
import { serve } from '#functions/serve.ts';
import { loginHandler } from '#functions/auth.ts';

export default serve('auth-login', loginHandler);

export const config: Config = { path: '/api/auth/login' };
