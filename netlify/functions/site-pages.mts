import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { sitePagesHandler } from '#functions/api/site-pages.ts';
import { frameLoader } from '#functions/site-pages/frames.ts';

// The build output sits two levels up from this file both in the project and
// in the deployed bundle (netlify.toml included_files keeps dist/ paths).
export default serve('site-pages', sitePagesHandler(frameLoader(new URL('../../dist/', import.meta.url))));

// The French home page is listed with and without its slash (its canonical
// address has none); the list stays plain strings, which the endpoints test reads.
export const config: Config = {
  path: [
    '/',
    '/about',
    '/services/automation-control-systems',
    '/services/engineering',
    '/services/computing',
    '/services/training',
    '/sectors/energy',
    '/sectors/oil-gas',
    '/sectors/chemistry-petrochemistry',
    '/sectors/pharmaceutical',
    '/sectors/agro-food',
    '/sectors/industries',
    '/services',
    '/sectors',
    '/contact',
    '/projects',
    '/privacy-policy',
    '/terms-of-service',
    '/fr',
    '/fr/',
    '/fr/about',
    '/fr/services/:slug',
    '/fr/sectors/:slug',
    '/fr/services',
    '/fr/sectors',
    '/fr/contact',
    '/fr/projects',
    '/fr/privacy-policy',
    '/fr/terms-of-service',
    '/preview/pages/*',
    '/fr/preview/pages/*',
    '/sitemap-pages.xml',
  ],
  method: 'GET',
};
