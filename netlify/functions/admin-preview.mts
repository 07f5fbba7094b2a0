import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { adminPreviewHandler } from '#functions/api/admin-preview.ts';

export default serve('admin-preview', adminPreviewHandler);

export const config: Config = { path: '/api/admin/preview' };
