import type { Config } from '@netlify/functions';
import { serve } from '#functions/serve.ts';
import { verifyHandler } from '#functions/auth.ts';

export default serve('auth-verify', verifyHandler);

export const config: Config = { path: '/api/auth/verify' };
