import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { notFoundHandler } from '#functions/api/not-found.ts';

export default serve('not-found', notFoundHandler);

export const config: Config = { path: '/api/not-found' };
