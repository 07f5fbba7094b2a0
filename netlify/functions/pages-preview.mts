import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { pagesPreviewHandler } from '#functions/api/pages-preview.ts';

export default serve('pages-preview', pagesPreviewHandler);

export const config: Config = { path: '/api/pages/preview' };
