import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { invitationHandler } from '#functions/api/auth-invitation.ts';

export default serve('auth-invitation', invitationHandler);

export const config: Config = { path: '/api/auth/invitation' };
