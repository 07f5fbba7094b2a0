import type { Config } from '@netlify/functions';
import { serve } from '#functions/serve.ts';
import { notFoundHandler } from '#functions/not-found.ts';

export default serve('not-found', notFoundHandler);

export const config: Config = { path: '/api/not-found' };
