import type { Config } from '@netlify/functions';
import { serve } from '#functions/serve.ts';
import { logoutHandler } from '#functions/auth.ts';

export default serve('auth-logout', logoutHandler);

export const config: Config = { path: '/api/auth/logout' };
