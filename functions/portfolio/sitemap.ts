import { locales } from '#src/i18n/locales.ts';
import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import { portfolioPathsIn } from '#src/portfolio/paths.ts';
import { escapeHtml } from '#functions/portfolio/html.ts';

// /sitemap-portfolio.xml: every published project's page in each language,
// from the live public view, listed in the static sitemap index
// (astro.config.mjs customSitemaps). Each entry names its twins (hreflang en,
// fr and x-default), as the pages' heads do. A project kept out of search
// engines (noindex) is not listed.

/** Each sitemap built, by the projects it lists (one parse of the view, ADR 0086) and the site's origin. */
const built = new WeakMap<readonly ProjectEnhanced[], Map<string, string>>();

export function portfolioSitemap(projects: readonly ProjectEnhanced[], origin: string): string {
  const byOrigin = built.get(projects) ?? new Map<string, string>();
  built.set(projects, byOrigin);
  let xml = byOrigin.get(origin);
  if (xml === undefined) {
    xml = sitemapOf(projects, origin);
    byOrigin.set(origin, xml);
  }
  return xml;
}

/** When a listed project's page last changed for a visitor: its last save, or the scheduled date it went live on, whichever is later. */
const lastChanged = (project: Pick<ProjectEnhanced, 'updated_at' | 'publish_at'>): string =>
  project.publish_at && Date.parse(project.publish_at) > Date.parse(project.updated_at) ? project.publish_at : project.updated_at;

function sitemapOf(projects: readonly ProjectEnhanced[], origin: string): string {
  const urls = projects
    .filter((project) => !project.noindex)
    .flatMap((project) => {
      const address = (locale: (typeof locales)[number]) =>
        escapeHtml(new URL(portfolioPathsIn(locale).project(project.slug), origin).href);
      const alternates = [
        ...locales.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${address(locale)}"/>`),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${address('en')}"/>`,
      ].join('');
      return locales.map(
        (locale) => `<url><loc>${address(locale)}</loc><lastmod>${escapeHtml(lastChanged(project))}</lastmod>${alternates}</url>`,
      );
    });
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>`;
}
