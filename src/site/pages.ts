import { sectorLinks, serviceLinks } from '#src/site/navigation.ts';

// The pages whose words are content (functions/pages/, ADR 0056): which exist
// and where they are comes from the navigation, in code; their texts are
// stored and edited. A page's id is its English path without the leading
// slash (`home` for /), except the case studies, shown at /projects, whose id
// says what they are beside the portfolio of /projects-enhanced.

export const pageTypes = [
  'home',
  'about',
  'service',
  'sector',
  'case-studies',
  'legal',
  'services-list',
  'sectors-list',
  'contact',
  'certifications',
  'careers',
  'portfolio',
] as const;
export type PageType = (typeof pageTypes)[number];

interface PageEntry {
  id: string;
  type: PageType;
  /** Its English address. */
  path: string;
}

export const sitePages: readonly PageEntry[] = [
  { id: 'home', type: 'home', path: '/' },
  { id: 'about', type: 'about', path: '/about' },
  { id: 'services', type: 'services-list', path: '/services' },
  ...serviceLinks.map(({ slug }) => ({ id: `services/${slug}`, type: 'service' as const, path: `/services/${slug}` })),
  { id: 'sectors', type: 'sectors-list', path: '/sectors' },
  ...sectorLinks.map(({ slug }) => ({ id: `sectors/${slug}`, type: 'sector' as const, path: `/sectors/${slug}` })),
  { id: 'case-studies', type: 'case-studies', path: '/projects' },
  { id: 'privacy-policy', type: 'legal', path: '/privacy-policy' },
  { id: 'terms-of-service', type: 'legal', path: '/terms-of-service' },
  { id: 'contact', type: 'contact', path: '/contact' },
  { id: 'certifications', type: 'certifications', path: '/certifications' },
  { id: 'careers', type: 'careers', path: '/careers' },
  { id: 'projects-enhanced', type: 'portfolio', path: '/projects-enhanced' },
];

export const pageIds = sitePages.map((page) => page.id);

export const findSitePage = (id: string): PageEntry | undefined => sitePages.find((page) => page.id === id);

/** Whether a page's French address may use a slug of its own (/fr/services/ingenierie). */
export const hasSlug = (type: PageType) => type === 'service' || type === 'sector';

/**
 * The pages whose name, card summary, bullets and French address other pages
 * show (a service's or a sector's, in the footer, the cards, the Services list
 * and links of other pages): every page follows their publish at once (ADR
 * 0074, 0078); Netlify's 404 page, built, names none of them.
 */
export const isNamedElsewhere = (type: PageType) => type === 'service' || type === 'sector';

/** Publishing these needs an administrator: they bind the company (ADR 0058). */
export const isLegalPage = (type: PageType) => type === 'legal';

/**
 * The site's addresses that are not stored pages, in English (the French ones
 * are the same under /fr): the link check of a publish knows them. None since
 * /projects-enhanced became one (ADR 0084).
 */
export const otherSitePaths: readonly string[] = [];
