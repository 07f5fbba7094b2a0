// The portfolio's public addresses, in one place: pages, the sitemap, JSON-LD
// and the function's routes all build them here.

export const portfolioPaths = {
  list: '/projects-enhanced',
  project: (slug: string) => `/projects-enhanced/${encodeURIComponent(slug)}`,
  /** The list filtered to one sector, technology or category: a crawlable link. */
  filtered: (key: 'sector' | 'technology' | 'category', slug: string) => `/projects-enhanced?${key}=${encodeURIComponent(slug)}`,
  sitemap: '/sitemap-portfolio.xml',
} as const;

const PROJECT_PREFIX = `${portfolioPaths.list}/`;

/** The project slug an address names (/projects-enhanced/<slug>, a trailing slash allowed), or null for any other address. */
export function projectSlugIn(pathname: string): string | null {
  if (!pathname.startsWith(PROJECT_PREFIX)) return null;
  try {
    return decodeURIComponent(pathname.slice(PROJECT_PREFIX.length).replace(/\/$/, '')) || null;
  } catch {
    return null;
  }
}
