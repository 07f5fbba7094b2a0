// The portfolio's public addresses, in one place: pages, the sitemap, JSON-LD
// and the function's routes all build them here.

export const portfolioPaths = {
  list: '/projects-enhanced',
  project: (slug: string) => `/projects-enhanced/${encodeURIComponent(slug)}`,
  /** The list filtered to one sector, technology or category: a crawlable link. */
  filtered: (key: 'sector' | 'technology' | 'category', slug: string) => `/projects-enhanced?${key}=${encodeURIComponent(slug)}`,
  sitemap: '/sitemap-portfolio.xml',
} as const;
