import type { Config } from '@netlify/functions';
import { serve } from '#functions/serve.ts';
import { importHandler } from '#functions/backup-api.ts';

export default serve('admin-import', importHandler);

export const config: Config = { path: '/api/admin/import' };
