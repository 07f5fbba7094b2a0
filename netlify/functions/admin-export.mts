import type { Config } from '@netlify/functions';
import { serve } from '#functions/serve.ts';
import { exportHandler } from '#functions/backup-api.ts';

export default serve('admin-export', exportHandler);

export const config: Config = { path: '/api/admin/export' };
