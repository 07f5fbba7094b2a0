import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { adminAudienceHandler } from '#functions/api/admin-audience.ts';

export default serve('admin/audience', adminAudienceHandler);

export const config: Config = { path: '/api/admin/audience' };
