import { localeOfPath } from '#src/i18n/locales.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { isPortfolioList, portfolioPaths, projectSlugIn } from '#src/portfolio/paths.ts';
import { route } from '#functions/platform/route.ts';
import { listPage, notFoundPage, projectPage, sitemapResponse } from '#functions/portfolio/pages.ts';
import type { Shells } from '#functions/portfolio/shells.ts';

// GET /projects-enhanced, /projects-enhanced/<slug>, the same under /fr, and
// /sitemap-portfolio.xml: the portfolio's pages, rendered into the Astro-built
// shells when asked and then served from the CDN until a write purges them
// (functions/portfolio/, docs/decisions/0022-portfolio-pages-rendered-on-demand.md).

export function portfolioHandler(shells: () => Promise<Shells>) {
  return route(endpoints.portfolio, {
    GET: async (req) => {
      const { pathname } = new URL(req.url);
      if (pathname === portfolioPaths.sitemap) return sitemapResponse(req, await shells());
      const locale = localeOfPath(pathname);
      if (isPortfolioList(pathname)) return listPage(req, await shells(), locale);
      const slug = projectSlugIn(pathname);
      return slug ? projectPage(req, await shells(), slug, locale) : notFoundPage(req, await shells(), locale);
    },
  });
}
