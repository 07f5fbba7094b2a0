import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { uploadsHandler } from '#functions/api/uploads.ts';

export default serve('uploads', uploadsHandler);

export const config: Config = { path: '/api/uploads/:key' };
