import { localeOfPath, type Locale } from '#src/i18n/locales.ts';

/** What every page tells the Seo component about itself (spec section 2, "Page metadata"). */
export interface SeoProps {
  title: string;
  description?: string;
  keywords?: readonly string[];
  index?: boolean;
  follow?: boolean;
  image?: string;
  imageAlt?: string;
  type?: 'website' | 'article';
  structuredData?: boolean;
}

/**
 * The public URL path of a built page: pages are built as files (about.html,
 * docs/decisions/0015-urls-without-redirects.md) and linked as /about, the form
 * Netlify serves with no redirect, so canonicals and the current-page mark use it.
 */
export function pagePath(url: URL): string {
  return url.pathname.replace(/(\/index)?\.html$/, '').replace(/(.)\/$/, '$1') || '/';
}

/** The language of a built page, from its path (/fr and below are French). */
export function pageLocale(url: URL): Locale {
  return localeOfPath(pagePath(url));
}
