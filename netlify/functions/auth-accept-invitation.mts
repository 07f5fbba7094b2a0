import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { acceptInvitationHandler } from '#functions/api/auth-accept-invitation.ts';

export default serve('auth-accept-invitation', acceptInvitationHandler);

export const config: Config = { path: '/api/auth/accept-invitation' };
