import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { logoutHandler } from '#functions/api/auth-logout.ts';

export default serve('auth-logout', logoutHandler);

export const config: Config = { path: '/api/auth/logout' };
