import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { enquiriesBulkHandler } from '#functions/api/enquiries-bulk.ts';

export default serve('enquiries-bulk', enquiriesBulkHandler);

export const config: Config = { path: '/api/enquiries/bulk' };
