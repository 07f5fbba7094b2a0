import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { documentFileHandler } from '#functions/api/document-file.ts';

export default serve('document-file', documentFileHandler);

export const config: Config = { path: '/documents/:file' };
