import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { importPreviewHandler } from '#functions/api/admin-import-preview.ts';

export default serve('admin-import-preview', importPreviewHandler);

export const config: Config = { path: '/api/admin/import/preview' };
