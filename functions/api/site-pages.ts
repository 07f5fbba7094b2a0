import { locales } from '#src/i18n/locales.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { route } from '#functions/platform/route.ts';
import { HttpError } from '#functions/platform/http.ts';
import { message } from '#src/schemas/messages.ts';
import { pathIn } from '#functions/pages/pages.ts';
import { renderedPageIds, type Frames } from '#functions/site-pages/frames.ts';
import { sitePage } from '#functions/site-pages/pages.ts';

// GET /privacy-policy, /terms-of-service and their French twins: the pages
// whose words are content, rendered from their published text into the frames
// Astro built, then served from the CDN until a publish purges them
// (functions/site-pages/, docs/decisions/0059-pages-rendered-on-demand-into-frames.md).

/** Each address the function answers, and the page and language it shows. */
const addresses = new Map(renderedPageIds.flatMap((id) => locales.map((locale) => [pathIn(id, locale, ''), { id, locale }] as const)));

export function sitePagesHandler(frames: () => Promise<Frames>) {
  return route(endpoints.sitePages, {
    GET: async (req) => {
      const { pathname } = new URL(req.url);
      const page = addresses.get(pathname.replace(/(.)\/$/, '$1'));
      // Only the addresses above are routed here (config.path).
      if (!page) throw new HttpError(404, message('page_not_found', { id: pathname }));
      return sitePage(req, await frames(), page.id, page.locale);
    },
  });
}
