import type { Config } from '@netlify/functions';
import { serve } from '#functions/serve.ts';
import { acceptInvitationHandler } from '#functions/auth.ts';

export default serve('auth-accept-invitation', acceptInvitationHandler);

export const config: Config = { path: '/api/auth/accept-invitation' };
