import type { Config } from '@netlify/functions';
import { serve } from '#functions/serve.ts';
import { backupUploadHandler } from '#functions/backup-api.ts';

export default serve('admin-backups-upload', backupUploadHandler);

export const config: Config = { path: '/api/admin/backups/upload' };
