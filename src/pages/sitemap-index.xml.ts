import type { APIRoute } from 'astro';

// The sitemap index robots.txt names (ADR 0110). Every public page is listed by
// a sitemap its function writes from live content, so a page staff hide from
// search engines, a project or an offer leaves it with no build: the pages
// whose words are content (/sitemap-pages.xml, the site-pages function), the
// portfolio's projects (ADR 0022) and the job offers (ADR 0075).
const liveSitemaps = ['/sitemap-pages.xml', '/sitemap-portfolio.xml', '/sitemap-careers.xml'];

export const GET: APIRoute = ({ site }) => {
  if (!site) throw new Error('The sitemap index needs the site address (astro.config.mjs `site`)');
  const entries = liveSitemaps.map((path) => `<sitemap><loc>${new URL(path, site).href}</loc></sitemap>`).join('');
  const xml = `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</sitemapindex>`;
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
