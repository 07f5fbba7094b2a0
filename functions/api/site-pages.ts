import { locales } from '#src/i18n/locales.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { route } from '#functions/platform/route.ts';
import { holdingAnswers } from '#functions/platform/held-answers.ts';
import { HttpError } from '#functions/platform/http.ts';
import { message } from '#src/schemas/messages.ts';
import { pathIn } from '#functions/pages/pages.ts';
import { renderedPageIds, type Frames } from '#functions/site-pages/frames.ts';
import { sitePage } from '#functions/site-pages/pages.ts';
import { previewPage } from '#functions/site-pages/preview.ts';
import { frenchTopicPage } from '#functions/site-pages/french-pages.ts';
import { frenchTopicAddress } from '#functions/site-pages/french-slugs.ts';
import { pagesSitemap } from '#functions/site-pages/sitemap.ts';
import { decodedSegment } from '#functions/platform/requests.ts';

// GET /, /about, /services, /services/<slug>, /sectors, /sectors/<slug>, /projects, /privacy-policy, /terms-of-service,
// /contact and their French twins: the pages
// whose words are content, rendered from their published text into the frames
// Astro built, then served from the CDN until a publish purges them
// (functions/site-pages/, docs/decisions/0059-pages-rendered-on-demand-into-frames.md).
// /preview/pages/<id> and /fr/preview/pages/<id>: a page's draft, rendered the
// same way at a signed address (functions/site-pages/preview.ts).
// /fr/services/<slug>, /fr/sectors/<slug>: by the pages' published French
// slugs (functions/site-pages/french-pages.ts, ADR 0067); /sitemap-pages.xml
// lists every page whose words are content at its addresses, a hidden one
// (noindex) left out (functions/site-pages/sitemap.ts, ADR 0110).
// The Services and Sectors lists and Contact are pages like the others (ADR 0084).

/** A preview's address: its language and the page's id (slashes kept). */
const PREVIEW = /^(\/fr)?\/preview\/pages\/(.+)$/;

const SITEMAP = '/sitemap-pages.xml';

/** Each address the function answers, and the page and language it shows. */
const addresses = new Map(renderedPageIds.flatMap((id) => locales.map((locale) => [pathIn(id, locale, ''), { id, locale }] as const)));

export function sitePagesHandler(frames: () => Promise<Frames>) {
  return route(endpoints.sitePages, {
    // Answered again while what they show holds (ADR 0092).
    GET: holdingAnswers(async (req) => {
      const { pathname } = new URL(req.url);
      const preview = PREVIEW.exec(pathname);
      if (preview) return previewPage(req, await frames(), decodedSegment(preview[2] ?? ''), preview[1] ? 'fr' : 'en');
      if (pathname === SITEMAP) return pagesSitemap(req, await frames());
      const french = frenchTopicAddress(pathname);
      if (french) return frenchTopicPage(req, await frames(), french.section, french.slug);
      const page = addresses.get(pathname.replace(/(.)\/$/, '$1'));
      // Only the addresses above are routed here (config.path).
      if (!page) throw new HttpError(404, message('page_not_found', { id: pathname }));
      return sitePage(req, await frames(), page.id, page.locale);
    }),
  });
}
