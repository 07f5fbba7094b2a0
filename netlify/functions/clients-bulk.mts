import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { clientsBulkHandler } from '#functions/api/clients-bulk.ts';

export default serve('clients-bulk', clientsBulkHandler);

export const config: Config = { path: '/api/clients/bulk' };
