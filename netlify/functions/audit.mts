import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { auditHandler } from '#functions/api/audit.ts';

export default serve('admin-audit', auditHandler);

export const config: Config = { path: '/api/admin/audit' };
