// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
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
  integrations: [react(), islandStylesInHead(), onlyIslandsPreloaded(), cspHashesPerPage()],
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
