import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { privacyExportHandler } from '#functions/api/admin-privacy-export.ts';

export default serve('admin-privacy-export', privacyExportHandler);

export const config: Config = { path: '/api/admin/privacy/export' };
