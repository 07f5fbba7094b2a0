import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { enquiriesHandler } from '#functions/api/enquiries.ts';

export default serve('enquiries', enquiriesHandler);

export const config: Config = { path: '/api/enquiries' };
