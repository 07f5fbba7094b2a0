import { localizedHref, unlocalizedPath, type Locale } from '#src/i18n/locales.ts';

// The portfolio's public addresses, in one place: pages, the sitemap, JSON-LD
// and the function's routes all build them here. The French portfolio is the
// same addresses under /fr.

const LIST = '/projects-enhanced';

export function portfolioPathsIn(locale: Locale) {
  return {
    list: localizedHref(LIST, locale),
    project: (slug: string) => localizedHref(`${LIST}/${encodeURIComponent(slug)}`, locale),
    /** The list filtered to one sector, technology or category: a crawlable link. */
    filtered: (key: 'sector' | 'technology' | 'category', slug: string) =>
      localizedHref(`${LIST}?${key}=${encodeURIComponent(slug)}`, locale),
  };
}

export const portfolioPaths = {
  ...portfolioPathsIn('en'),
  sitemap: '/sitemap-portfolio.xml',
} as const;

/** Whether an address is the list page, in either language. */
export function isPortfolioList(pathname: string): boolean {
  return unlocalizedPath(pathname) === LIST;
}

const PROJECT_PREFIX = `${LIST}/`;

/** The project slug an address names (/projects-enhanced/<slug> or /fr/projects-enhanced/<slug>, a trailing slash allowed), or null for any other address. */
export function projectSlugIn(pathname: string): string | null {
  const path = unlocalizedPath(pathname);
  if (!path.startsWith(PROJECT_PREFIX)) return null;
  try {
    return decodeURIComponent(path.slice(PROJECT_PREFIX.length).replace(/\/$/, '')) || null;
  } catch {
    return null;
  }
}
