import type { Config } from '@netlify/functions';
import { serve } from '#functions/serve.ts';
import { clientsHandler } from '#functions/clients.ts';

export default serve('clients', clientsHandler);

export const config: Config = { path: '/api/clients' };
