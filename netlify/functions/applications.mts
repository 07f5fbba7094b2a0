import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { applicationsHandler } from '#functions/api/applications.ts';

export default serve('applications', applicationsHandler);

export const config: Config = { path: '/api/applications' };
