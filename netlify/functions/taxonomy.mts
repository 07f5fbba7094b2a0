import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { taxonomyHandler } from '#functions/api/taxonomy.ts';

export default serve('taxonomy', taxonomyHandler);

export const config: Config = { path: '/api/taxonomy' };
