import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { pagesPublishHandler } from '#functions/api/pages-publish.ts';

export default serve('pages-publish', pagesPublishHandler);

export const config: Config = { path: '/api/pages/publish' };
