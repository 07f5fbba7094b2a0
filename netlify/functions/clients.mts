import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { clientsHandler } from '#functions/api/clients.ts';

export default serve('clients', clientsHandler);

export const config: Config = { path: '/api/clients' };
