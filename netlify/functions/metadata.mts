import type { Config } from '@netlify/functions';
import { serve } from '#functions/serve.ts';
import { metadataHandler } from '#functions/metadata.ts';

export default serve('metadata', metadataHandler);

export const config: Config = { path: '/api/metadata' };
