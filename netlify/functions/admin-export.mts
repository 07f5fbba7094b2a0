import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { exportHandler } from '#functions/api/admin-export.ts';

export default serve('admin-export', exportHandler);

export const config: Config = { path: '/api/admin/export' };
