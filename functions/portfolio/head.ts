import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import { portfolioPaths } from '#src/portfolio/paths.ts';
import { site } from '#src/site/config.ts';
import { escapeHtml, scriptJson } from '#functions/portfolio/html.ts';

// A project page's metadata (issue 13), as src/components/Seo.astro writes it
// for the built pages: a unique title and description, canonical, hreflang,
// social cards with the featured image, and JSON-LD for the project and its
// breadcrumb.

const DESCRIPTION_LIMIT = 160;
const DEFAULT_IMAGE = { path: '/og-image.png', width: 1200, height: 630 };

/** Uploaded files are stored as site paths; social cards and JSON-LD need whole addresses. */
const absolute = (url: string, origin: string) => new URL(url, origin).href;

/** The summary (or description) in at most 160 characters, cut at a word with an ellipsis. */
export function metaDescription(project: ProjectEnhanced): string {
  const text = (project.project_summary || project.description || `${project.title}, a project for ${project.client}.`)
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= DESCRIPTION_LIMIT) return text;
  const cut = text.slice(0, DESCRIPTION_LIMIT - 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_LIMIT / 2));
  return `${atWord.replace(/[\s,.;:–-]+$/, '')}…`;
}

/** What the head and the JSON-LD both say of a page. */
interface PageFacts {
  url: string;
  description: string;
}

/** The JSON-LD of a project page: the project as a CreativeWork, with its client, place and breadcrumb. */
function projectJsonLd(project: ProjectEnhanced, origin: string, { url, description }: PageFacts): Record<string, unknown> {
  const company = { '@type': 'Organization', '@id': `${site.url}/#organization`, name: site.name, url: site.url };
  const place = [project.location_city, project.location_country].filter(Boolean);
  const keywords = [...project.categories, ...project.technologies].map((item) => item.name);
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'CreativeWork',
        '@id': `${url}#project`,
        url,
        name: project.title,
        headline: project.title,
        description,
        inLanguage: 'en',
        dateCreated: project.created_at,
        dateModified: project.updated_at,
        creator: company,
        publisher: company,
        sponsor: {
          '@type': 'Organization',
          name: project.client,
          ...(project.logo_url ? { logo: absolute(project.logo_url, origin) } : {}),
        },
        ...(project.featured_image ? { image: absolute(project.featured_image, origin) } : {}),
        ...(place.length > 0
          ? {
              locationCreated: {
                '@type': 'Place',
                name: place.join(', '),
                address: {
                  '@type': 'PostalAddress',
                  ...(project.location_city ? { addressLocality: project.location_city } : {}),
                  ...(project.location_country ? { addressCountry: project.location_country } : {}),
                },
              },
            }
          : {}),
        ...(project.sectors.length > 0 ? { about: project.sectors.map((sector) => ({ '@type': 'Thing', name: sector.name })) } : {}),
        ...(keywords.length > 0 ? { keywords: keywords.join(', ') } : {}),
      },
      {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { name: 'Home', path: '/' },
          { name: 'Projects', path: '/projects' },
          { name: 'Portfolio', path: portfolioPaths.list },
          { name: project.title, path: url },
        ].map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: new URL(crumb.path, origin).href })),
      },
    ],
  };
}

/** Everything the project shell's head mark stands for. */
export function projectHead(project: ProjectEnhanced, origin: string): string {
  const facts = { url: new URL(portfolioPaths.project(project.slug), origin).href, description: metaDescription(project) };
  const title = `${project.title} | ${site.name}`;
  const image = project.featured_image
    ? { url: absolute(project.featured_image, origin), alt: project.title }
    : { url: new URL(DEFAULT_IMAGE.path, origin).href, alt: `${site.name}: ${site.tagline}` };
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  const link = (attributes: string) => `<link ${attributes} href="${escapeHtml(facts.url)}">`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', facts.description),
    meta(
      'name',
      'keywords',
      [project.client, ...project.sectors.map((sector) => sector.name), ...project.technologies.map((item) => item.name)].join(', '),
    ),
    meta('name', 'robots', 'index, follow'),
    link('rel="canonical"'),
    // The English page is the only one until the French site (issue 15) adds its alternate.
    link('rel="alternate" hreflang="en"'),
    link('rel="alternate" hreflang="x-default"'),
    meta('property', 'og:type', 'article'),
    meta('property', 'og:site_name', site.name),
    meta('property', 'og:title', title),
    meta('property', 'og:description', facts.description),
    meta('property', 'og:url', facts.url),
    meta('property', 'og:image', image.url),
    meta('property', 'og:image:alt', image.alt),
    ...(project.featured_image
      ? []
      : [
          meta('property', 'og:image:width', String(DEFAULT_IMAGE.width)),
          meta('property', 'og:image:height', String(DEFAULT_IMAGE.height)),
        ]),
    meta('property', 'og:locale', 'en_GB'),
    meta('property', 'article:modified_time', project.updated_at),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', facts.description),
    meta('name', 'twitter:image', image.url),
    meta('name', 'twitter:image:alt', image.alt),
    `<script type="application/ld+json">${scriptJson(projectJsonLd(project, origin, facts))}</script>`,
  ].join('');
}
