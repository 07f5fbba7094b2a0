import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { taxonomyHandler } from '#functions/api/taxonomy.ts';

export default serve('taxonomy', taxonomyHandler);

// The taxonomies keep the address they were published under.
export const config: Config = { path: '/api/metadata' };
