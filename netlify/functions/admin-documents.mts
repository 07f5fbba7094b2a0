import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { adminDocumentsHandler } from '#functions/api/documents.ts';

export default serve('admin-documents', adminDocumentsHandler);

export const config: Config = { path: '/api/admin/documents' };
