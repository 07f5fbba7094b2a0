import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { metadataHandler } from '#functions/api/metadata.ts';

export default serve('metadata', metadataHandler);

export const config: Config = { path: '/api/metadata' };
