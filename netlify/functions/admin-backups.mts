import type { Config } from '@netlify/functions';
import { serve } from '#functions/serve.ts';
import { backupsHandler } from '#functions/backup-api.ts';

export default serve('admin-backups', backupsHandler);

export const config: Config = { path: '/api/admin/backups' };
