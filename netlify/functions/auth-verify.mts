import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { verifyHandler } from '#functions/api/auth-verify.ts';

export default serve('auth-verify', verifyHandler);

export const config: Config = { path: '/api/auth/verify' };
