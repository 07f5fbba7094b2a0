import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { portfolioHandler } from '#functions/api/portfolio.ts';
import { shellLoader } from '#functions/portfolio/shells.ts';

// The build output sits two levels up from this file both in the project and
// in the deployed bundle (netlify.toml included_files keeps dist/ paths).
export default serve('portfolio', portfolioHandler(shellLoader(new URL('../../dist/', import.meta.url))));

export const config: Config = {
  path: [
    '/projects-enhanced',
    '/projects-enhanced/:slug',
    '/fr/projects-enhanced',
    '/fr/projects-enhanced/:slug',
    '/sitemap-portfolio.xml',
    '/preview/projects-enhanced/:id',
    '/fr/preview/projects-enhanced/:id',
  ],
  method: 'GET',
};
