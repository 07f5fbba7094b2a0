import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { jobsHandler } from '#functions/api/jobs.ts';

export default serve('jobs', jobsHandler);

export const config: Config = { path: '/api/jobs' };
