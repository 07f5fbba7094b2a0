import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { documentPartsHandler } from '#functions/api/admin-document-parts.ts';

export default serve('admin-document-parts', documentPartsHandler);

export const config: Config = { path: '/api/admin/documents/parts' };
