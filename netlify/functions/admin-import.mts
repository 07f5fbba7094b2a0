import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { importHandler } from '#functions/api/admin-import.ts';

export default serve('admin-import', importHandler);

export const config: Config = { path: '/api/admin/import' };
