// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { localPlatformForDev } from './netlify/dev-plugin.ts';

const site = process.env.SITE_URL || 'https://www.caronte-automation.fr';

// Pages are pre-rendered; React hydrates only the islands (carousel, project
// list, contact form) and the admin SPA. See docs/decisions/0001-stack.md.
export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'always' },
  compressHTML: true,
  markdown: { syntaxHighlight: false },
  integrations: [
    react(),
    sitemap({
      filter: (page) => !page.includes('/admin'),
    }),
  ],
  security: {
    csp: {
      algorithm: 'SHA-256',
      directives: [
        "default-src 'self'",
        "img-src 'self' data: https:",
        "font-src 'self'",
        "connect-src 'self' https://formsubmit.co https://api.emailjs.com",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        'upgrade-insecure-requests',
      ],
    },
  },
  vite: {
    plugins: [localPlatformForDev()],
  },
});
