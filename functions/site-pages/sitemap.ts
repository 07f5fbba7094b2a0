import { locales, type Locale } from '#src/i18n/locales.ts';
import { cacheTags } from '#functions/platform/cache.ts';
import { publicBody } from '#functions/platform/responses.ts';
import { pathIn } from '#functions/pages/pages.ts';
import { readLivePagesAsShown } from '#functions/pages/live.ts';
import { escapeHtml } from '#functions/portfolio/html.ts';
import { pageHeaders } from '#functions/portfolio/page-headers.ts';
import type { Frames } from '#functions/site-pages/frames.ts';

// /sitemap-pages.xml (ADR 0067, 0110): every page whose words are content, in
// each language at the address it is served at (a service's or a sector's
// French one with its published French slug), listed in the sitemap index
// (src/pages/sitemap-index.xml.ts). Each entry names its twins (hreflang en, fr
// and x-default), as the pages' heads do; a page staff keep out of search
// engines (noindex) is not listed, from its publish on, as its head says. Cached
// under the pages' tags: a publish purges it; kept no longer than a page's
// scheduled publish (ADR 0085).

export async function pagesSitemap(req: Request, frames: Frames): Promise<Response> {
  const live = await readLivePagesAsShown();
  const pages = live.value;
  const urls = pages
    .filter((page) => !page.published.noindex)
    .flatMap((page) => {
      const address = (locale: Locale) => escapeHtml(new URL(pathIn(page.id, locale, page.published.slug_fr), frames.origin).href);
      const alternates = [
        ...locales.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${address(locale)}"/>`),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${address('en')}"/>`,
      ].join('');
      const lastmod = page.published_at ? `<lastmod>${escapeHtml(page.published_at)}</lastmod>` : '';
      return locales.map((locale) => `<url><loc>${address(locale)}</loc>${lastmod}${alternates}</url>`);
    });
  const xml = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>`;
  return publicBody(req, xml, {
    contentType: 'application/xml; charset=utf-8',
    tags: pages.map((page) => cacheTags.page(page.id)),
    varyQuery: [],
    headers: pageHeaders,
    freshUntil: live.freshUntil,
  });
}
