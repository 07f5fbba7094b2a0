import { fill } from '#src/i18n/fill.ts';
import { localizedHref, locales, ogLocales, type Locale } from '#src/i18n/locales.ts';
import { layoutTexts } from '#src/i18n/texts/layout.ts';
import { portfolioTexts } from '#src/i18n/texts/portfolio.ts';
import { seoTexts } from '#src/i18n/texts/seo.ts';
import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import { inFrench, nameIn, projectInLanguage } from '#src/lib/project-language.ts';
import { formattedPlainText } from '#src/lib/formatted-text/render.ts';
import { libraryPhoto, photoSocialCard, type SocialCard } from '#src/lib/images/responsive-image.ts';
import { portfolioPathsIn } from '#src/portfolio/paths.ts';
import { site } from '#src/site/config.ts';
import { escapeHtml, scriptJson } from '#functions/portfolio/html.ts';

// A project page's metadata, as src/components/Seo.astro writes it for the
// built pages, so a page rendered on demand is indexed and shared like a built
// one: a unique title and description, canonical, hreflang, social cards with
// the featured image, and JSON-LD for the project and its breadcrumb. In
// English or French, like every public page: the French page reads the
// project's French texts where it has them, and names its English twin. Staff
// may set the search title, description and social image themselves, and keep
// the page out of search engines; what they leave empty is derived.

const DESCRIPTION_LIMIT = 160;
const DEFAULT_IMAGE = { path: '/og-image.png', width: 1200, height: 630 };

/** Uploaded files are stored as site paths; social cards and JSON-LD need whole addresses. */
const absolute = (url: string, origin: string) => new URL(url, origin).href;

/** The summary (or the description's words, formatting stripped) in at most 160 characters, cut at a word with an ellipsis. */
export function metaDescription(project: ProjectEnhanced, locale: Locale = 'en'): string {
  const { shown, english } = projectInLanguage(project, locale);
  const text = (
    shown.project_summary ||
    formattedPlainText(shown.description, { french: inFrench(locale, english, 'description') }) ||
    fill(portfolioTexts[locale].aProjectFor, { title: shown.title, client: shown.client })
  )
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= DESCRIPTION_LIMIT) return text;
  const cut = text.slice(0, DESCRIPTION_LIMIT - 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_LIMIT / 2));
  return `${atWord.replace(/[\s,.;:–-]+$/, '')}…`;
}

/** The search title the project was given, else its title; the company's name appended unless it has it, as Seo.astro does. */
export function pageTitle(project: ProjectEnhanced, locale: Locale = 'en'): string {
  const { shown } = projectInLanguage(project, locale);
  const title = shown.seo_title || shown.title;
  return title.includes(site.name) ? title : `${title} | ${site.name}`;
}

/** The search description the project was given, else one derived from its texts. */
export function pageDescription(project: ProjectEnhanced, locale: Locale = 'en'): string {
  return projectInLanguage(project, locale).shown.seo_description || metaDescription(project, locale);
}

/** What the head and the JSON-LD both say of a page. */
interface PageFacts {
  url: string;
  description: string;
  locale: Locale;
  image?: SocialCard | undefined;
}

/**
 * The page's image for social cards and search results: its social image, else
 * its featured image. A library photo as a 1200×630 crop around its focal
 * point, through the image CDN; an address from before the library as it is;
 * none without either.
 */
function socialImage(project: ProjectEnhanced, origin: string, locale: Locale): SocialCard | undefined {
  const url = project.social_image || project.featured_image;
  if (!url) return undefined;
  const photo = libraryPhoto(url, project.media);
  if (!photo) return { url: absolute(url, origin), alt: '' };
  const card = photoSocialCard(photo, locale);
  return { ...card, url: absolute(card.url, origin) };
}

/** The JSON-LD of a project page: the project as a CreativeWork, with its client, place and breadcrumb. */
function projectJsonLd(project: ProjectEnhanced, origin: string, { url, description, locale, image }: PageFacts): Record<string, unknown> {
  const texts = portfolioTexts[locale];
  const paths = portfolioPathsIn(locale);
  const company = { '@type': 'Organization', '@id': `${site.url}/#organization`, name: site.name, url: site.url };
  const place = [project.location_city, project.location_country].filter(Boolean);
  const keywords = [...project.categories, ...project.technologies].map((item) => nameIn(item, locale).name);
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
        inLanguage: locale,
        dateCreated: project.created_at,
        dateModified: project.updated_at,
        creator: company,
        publisher: company,
        sponsor: {
          '@type': 'Organization',
          name: project.client,
          ...(project.logo_url ? { logo: absolute(project.logo_url, origin) } : {}),
        },
        ...(image
          ? {
              image: image.size
                ? { '@type': 'ImageObject', url: image.url, width: image.size.width, height: image.size.height, caption: image.alt }
                : image.url,
            }
          : {}),
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
        ...(project.sectors.length > 0
          ? { about: project.sectors.map((sector) => ({ '@type': 'Thing', name: nameIn(sector, locale).name })) }
          : {}),
        ...(keywords.length > 0 ? { keywords: keywords.join(', ') } : {}),
      },
      {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { name: layoutTexts[locale].home, path: localizedHref('/', locale) },
          { name: texts.projects, path: localizedHref('/projects', locale) },
          { name: texts.crumb, path: paths.list },
          { name: project.title, path: url },
        ].map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: new URL(crumb.path, origin).href })),
      },
    ],
  };
}

/** Everything the project shell's head mark stands for, in the page's language. */
export function projectHead(stored: ProjectEnhanced, origin: string, locale: Locale = 'en'): string {
  const { shown: project } = projectInLanguage(stored, locale);
  const urlIn = (language: Locale) => new URL(portfolioPathsIn(language).project(project.slug), origin).href;
  const own = socialImage(project, origin, locale);
  const facts = { url: urlIn(locale), description: pageDescription(stored, locale), locale, image: own };
  const title = pageTitle(stored, locale);
  const image: SocialCard = own ?? { url: new URL(DEFAULT_IMAGE.path, origin).href, alt: seoTexts[locale].imageAlt, size: DEFAULT_IMAGE };
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  const link = (attributes: string, href = facts.url) => `<link ${attributes} href="${escapeHtml(href)}">`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', facts.description),
    meta(
      'name',
      'keywords',
      [project.client, ...[...project.sectors, ...project.technologies].map((item) => nameIn(item, locale).name)].join(', '),
    ),
    meta('name', 'robots', project.noindex ? 'noindex, follow' : 'index, follow'),
    link('rel="canonical"'),
    ...locales.map((language) => link(`rel="alternate" hreflang="${language}"`, urlIn(language))),
    link('rel="alternate" hreflang="x-default"', urlIn('en')),
    meta('property', 'og:type', 'article'),
    meta('property', 'og:site_name', site.name),
    meta('property', 'og:title', title),
    meta('property', 'og:description', facts.description),
    meta('property', 'og:url', facts.url),
    meta('property', 'og:image', image.url),
    // An outside address has no alt text; the title would only repeat og:title.
    ...(image.alt ? [meta('property', 'og:image:alt', image.alt)] : []),
    ...(image.size
      ? [meta('property', 'og:image:width', String(image.size.width)), meta('property', 'og:image:height', String(image.size.height))]
      : []),
    meta('property', 'og:locale', ogLocales[locale]),
    ...locales.filter((language) => language !== locale).map((language) => meta('property', 'og:locale:alternate', ogLocales[language])),
    meta('property', 'article:modified_time', project.updated_at),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', facts.description),
    meta('name', 'twitter:image', image.url),
    ...(image.alt ? [meta('name', 'twitter:image:alt', image.alt)] : []),
    `<script type="application/ld+json">${scriptJson(projectJsonLd(project, origin, facts))}</script>`,
  ].join('');
}
