import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { adminSummaryHandler } from '#functions/api/admin-summary.ts';

export default serve('admin-summary', adminSummaryHandler);

export const config: Config = { path: '/api/admin/summary' };
