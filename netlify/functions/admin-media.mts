import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { adminMediaHandler } from '#functions/api/admin-media.ts';

export default serve('admin-media', adminMediaHandler);

export const config: Config = { path: '/api/admin/media' };
