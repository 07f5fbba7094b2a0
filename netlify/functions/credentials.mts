import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { credentialsHandler } from '#functions/api/credentials.ts';

export default serve('credentials', credentialsHandler);

export const config: Config = { path: '/api/credentials' };
