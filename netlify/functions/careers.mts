import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { careersHandler } from '#functions/api/careers.ts';
import { careersFrameLoader } from '#functions/careers/frames.ts';

// The build output sits two levels up from this file both in the project and
// in the deployed bundle (netlify.toml included_files keeps dist/ paths).
export default serve('careers', careersHandler(careersFrameLoader(new URL('../../dist/', import.meta.url))));

export const config: Config = {
  path: ['/careers', '/careers/:slug', '/fr/careers', '/fr/careers/:slug', '/sitemap-careers.xml'],
  method: 'GET',
};
