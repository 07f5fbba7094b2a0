import type { Config } from '@netlify/functions';
import { serve } from '#functions/serve.ts';
import { uploadsHandler } from '#functions/uploads.ts';

export default serve('uploads', uploadsHandler);

export const config: Config = { path: '/api/uploads/:key' };
