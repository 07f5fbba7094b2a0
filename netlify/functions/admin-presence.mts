import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { adminPresenceHandler } from '#functions/api/admin-presence.ts';

export default serve('admin-presence', adminPresenceHandler);

export const config: Config = { path: '/api/admin/presence' };
