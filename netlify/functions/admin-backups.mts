import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { backupsHandler } from '#functions/api/admin-backups.ts';

export default serve('admin-backups', backupsHandler);

export const config: Config = { path: '/api/admin/backups' };
