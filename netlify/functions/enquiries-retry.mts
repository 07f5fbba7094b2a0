import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { enquiriesRetryHandler } from '#functions/api/enquiries-retry.ts';

export default serve('enquiries-retry', enquiriesRetryHandler);

export const config: Config = { path: '/api/enquiries/retry' };
