import type { Config } from '@netlify/functions';
import { serve } from '#functions/serve.ts';
import { auditHandler } from '#functions/audit-api.ts';

export default serve('admin-audit', auditHandler);

export const config: Config = { path: '/api/admin/audit' };
