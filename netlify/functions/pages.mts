import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { pagesHandler } from '#functions/api/pages.ts';

export default serve('pages', pagesHandler);

export const config: Config = { path: '/api/pages' };
