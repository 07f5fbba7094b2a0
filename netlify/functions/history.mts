import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { historyHandler } from '#functions/api/history.ts';

export default serve('admin-history', historyHandler);

export const config: Config = { path: '/api/admin/history' };
