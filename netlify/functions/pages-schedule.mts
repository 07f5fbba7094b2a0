import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { pagesScheduleHandler } from '#functions/api/pages-schedule.ts';

export default serve('pages-schedule', pagesScheduleHandler);

export const config: Config = { path: '/api/pages/schedule' };
