import type { Config } from '@netlify/functions';
import { serve } from '#functions/serve.ts';
import { importPreviewHandler } from '#functions/backup-api.ts';

export default serve('admin-import-preview', importPreviewHandler);

export const config: Config = { path: '/api/admin/import/preview' };
