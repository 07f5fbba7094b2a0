import type { Config } from '@netlify/functions';
import { serve } from '#functions/serve.ts';
import { historyHandler } from '#functions/history-api.ts';

export default serve('admin-history', historyHandler);

export const config: Config = { path: '/api/admin/history' };
