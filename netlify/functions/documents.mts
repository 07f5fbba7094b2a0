import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { documentsHandler } from '#functions/api/documents.ts';

export default serve('documents', documentsHandler);

export const config: Config = { path: '/api/documents' };
