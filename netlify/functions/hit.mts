import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { hitHandler } from '#functions/api/hit.ts';

export default serve('hit', hitHandler);

export const config: Config = { path: '/api/hit' };
