// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { localPlatformForDev } from './netlify/dev-plugin.ts';
import { cspHashesPerPage } from './src/integrations/csp-hashes-per-page.ts';
import { islandStylesInHead } from './src/integrations/island-styles-in-head.ts';
import { onlyIslandsPreloaded } from './src/integrations/only-islands-preloaded.ts';
import { islandModuleGraph } from './src/integrations/island-module-graph.ts';
import { dynamicImportPreloads } from './src/integrations/dynamic-import-preloads.ts';
import { firstScreenScriptHash } from './admin/lib/first-screen-script.ts';

const site = process.env.SITE_URL || 'https://www.caronte-automation.fr';

// The contact form may post from the browser to FormSubmit or EmailJS
// (PUBLIC_CONTACT_PROVIDER); a build pointed at other hosts allows those too.
const connectSources = new Set(["'self'", 'https://formsubmit.co', 'https://api.emailjs.com']);
for (const url of [process.env.PUBLIC_FORMSUBMIT_URL, process.env.PUBLIC_EMAILJS_ORIGIN]) {
  if (url) connectSources.add(new URL(url).origin);
}

// Pages are pre-rendered; React hydrates only the islands (carousel, project
// list, contact form) and the admin SPA. See docs/decisions/0001-stack.md.
export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'ignore',
  // about.html, not about/index.html: Netlify serves /about from it with no
  // redirect, the form every link, canonical and sitemap entry uses
  // (docs/decisions/0015-urls-without-redirects.md). Stylesheets inline: measured
  // against external files in docs/decisions/0024-stylesheets-inlined.md.
  build: { format: 'file', inlineStylesheets: 'always' },
  compressHTML: true,
  // The sector cards' artwork is drawn from our own SVGs into pictures at build
  // time (docs/decisions/0096-first-layout-without-svg-documents.md); no SVG from
  // elsewhere is processed.
  image: { dangerouslyProcessSVG: true },
  markdown: { syntaxHighlight: false },
  integrations: [
    react(),
    islandStylesInHead(),
    onlyIslandsPreloaded(),
    cspHashesPerPage(),
    sitemap({
      // Not pages: the admin SPA, the portfolio's shells and the pages' frames (filled by functions).
      // Nor the service and sector pages: their French addresses follow the
      // slugs staff publish, so /sitemap-pages.xml lists them (ADR 0067).
      filter: (page) =>
        !page.includes('/admin') &&
        !page.includes('/portfolio-shell') &&
        !page.includes('/page-frames') &&
        !page.includes('/careers-frames') &&
        !/\/(services|sectors)\/[^/]+\/?$/.test(new URL(page).pathname),
      // The portfolio's projects and the job offers come and go with no build: the
      // functions that serve their pages write their sitemaps from live content (ADR 0022, 0075).
      customSitemaps: [
        new URL('/sitemap-portfolio.xml', site).href,
        new URL('/sitemap-pages.xml', site).href,
        new URL('/sitemap-careers.xml', site).href,
      ],
      // Each page names its twin in the other language, as its head does.
      i18n: { defaultLocale: 'en', locales: { en: 'en', fr: 'fr' } },
      // The same form as the canonical links and every internal link: /about, not /about/;
      // x-default is the English page, as in the heads.
      serialize: (item) => {
        /** @param {string} href */
        const tidy = (href) => {
          const url = new URL(href);
          if (url.pathname !== '/') url.pathname = url.pathname.replace(/\/$/, '');
          return url.href;
        };
        const links = item.links?.map((link) => ({ ...link, url: tidy(link.url) }));
        const english = links?.find((link) => link.lang === 'en');
        return {
          ...item,
          url: tidy(item.url),
          ...(links ? { links: english ? [...links, { lang: 'x-default', url: english.url }] : links } : {}),
        };
      },
    }),
  ],
  security: {
    csp: {
      algorithm: 'SHA-256',
      // admin.html's one inline script of its own, before its first paint (ADR 0095); other pages drop the hash
      // (src/integrations/csp-hashes-per-page.ts).
      scriptDirective: { hashes: [firstScreenScriptHash] },
      directives: [
        "default-src 'self'",
        "img-src 'self' data: https:",
        "font-src 'self'",
        `connect-src ${[...connectSources].join(' ')}`,
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        'upgrade-insecure-requests',
      ],
    },
  },
  vite: {
    plugins: [localPlatformForDev(), islandModuleGraph(), dynamicImportPreloads()],
    // React, React DOM and Astro's renderer in one chunk every island page and
    // the admin share (docs/decisions/0037-one-framework-chunk.md).
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/ }],
          },
        },
      },
    },
  },
});
