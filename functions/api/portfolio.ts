import { localeOfPath } from '#src/i18n/locales.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { isPortfolioList, portfolioPaths, projectSlugIn } from '#src/portfolio/paths.ts';
import { route } from '#functions/platform/route.ts';
import { holdingAnswers } from '#functions/platform/held-answers.ts';
import { listPage, notFoundPage, projectPage, sitemapResponse } from '#functions/portfolio/pages.ts';
import { previewPage } from '#functions/portfolio/preview-page.ts';
import type { Shells } from '#functions/portfolio/shells.ts';
import { decodedSegment } from '#functions/platform/requests.ts';

// GET /projects-enhanced, /projects-enhanced/<slug>, the same under /fr,
// /sitemap-portfolio.xml and the signed previews /preview/projects-enhanced/<id>: the portfolio's pages, rendered into the Astro-built
// shells when asked and then served from the CDN until a write purges them
// (functions/portfolio/, docs/decisions/0022-portfolio-pages-rendered-on-demand.md).

const PREVIEW = /^(?:\/fr)?\/preview\/projects-enhanced\/([^/]+)$/;

export function portfolioHandler(shells: () => Promise<Shells>) {
  return route(endpoints.portfolio, {
    // Answered again while what they show holds (ADR 0092).
    GET: holdingAnswers(async (req) => {
      const { pathname } = new URL(req.url);
      if (pathname === portfolioPaths.sitemap) return sitemapResponse(req, await shells());
      const locale = localeOfPath(pathname);
      const preview = PREVIEW.exec(pathname)?.[1];
      if (preview) return previewPage(req, await shells(), decodedSegment(preview), locale);
      if (isPortfolioList(pathname)) return listPage(req, await shells(), locale);
      const slug = projectSlugIn(pathname);
      return slug ? projectPage(req, await shells(), slug, locale) : notFoundPage(req, await shells(), locale);
    }),
  });
}
