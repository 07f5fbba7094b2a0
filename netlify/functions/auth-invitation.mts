import type { Config } from '@netlify/functions';
import { serve } from '#functions/serve.ts';
import { invitationHandler } from '#functions/auth.ts';

export default serve('auth-invitation', invitationHandler);

export const config: Config = { path: '/api/auth/invitation' };
