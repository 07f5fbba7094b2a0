import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { backupUploadHandler } from '#functions/api/admin-backups-upload.ts';

export default serve('admin-backups-upload', backupUploadHandler);

export const config: Config = { path: '/api/admin/backups/upload' };
