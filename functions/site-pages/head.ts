import { locales, ogLocales, type Locale } from '#src/i18n/locales.ts';
import { seoTexts } from '#src/i18n/texts/seo.ts';
import type { SocialCard } from '#src/lib/images/responsive-image.ts';
import { site } from '#src/site/config.ts';
import { organization } from '#src/site/organization.ts';
import { escapeHtml } from '#functions/portfolio/html.ts';

// The head's metadata of a page rendered on demand, as src/components/Seo.astro
// writes it for the built pages (the same tags in the same order), so a page
// filled with its published text is indexed and shared as the built one was:
// title, description, keywords, robots, canonical and hreflang (left out when
// staff mark the page noindex), and the social cards.

const DEFAULT_IMAGE = '/og-image.png';

export interface HeadFacts {
  title: string;
  description: string;
  keywords: readonly string[];
  locale: Locale;
  /** The page's address in each language. */
  paths: Record<Locale, string>;
  origin: string;
  noindex: boolean;
  /** The page's social card (a library photo's crop), or undefined for the site's default card. */
  socialImage: SocialCard | undefined;
  /** The Organization structured data, which the home page carries. */
  structuredData?: boolean;
}

export function pageHead(facts: HeadFacts): string {
  const { title, description, keywords, locale, paths, origin, noindex, socialImage, structuredData = false } = facts;
  const fullTitle = title.includes(site.name) ? title : `${title} | ${site.name}`;
  const url = (path: string) => new URL(path, origin).href;
  const canonical = url(paths[locale]);
  const image = url(socialImage?.url ?? DEFAULT_IMAGE);
  const imageAlt = socialImage ? socialImage.alt || title : seoTexts[locale].imageAlt;
  const imageSize = socialImage ? socialImage.size : { width: 1200, height: 630 };
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  const link = (attributes: string, href: string) => `<link ${attributes} href="${escapeHtml(href)}">`;
  return [
    `<title>${escapeHtml(fullTitle)}</title>`,
    meta('name', 'description', description),
    meta('name', 'keywords', keywords.join(', ')),
    meta('name', 'robots', `${noindex ? 'noindex' : 'index'}, follow`),
    ...(noindex
      ? []
      : [
          link('rel="canonical"', canonical),
          ...locales.map((language) => link(`rel="alternate" hreflang="${language}"`, url(paths[language]))),
          link('rel="alternate" hreflang="x-default"', url(paths.en)),
        ]),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', site.name),
    meta('property', 'og:title', fullTitle),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('property', 'og:image:alt', imageAlt),
    ...(imageSize
      ? [meta('property', 'og:image:width', String(imageSize.width)), meta('property', 'og:image:height', String(imageSize.height))]
      : []),
    meta('property', 'og:locale', ogLocales[locale]),
    ...locales.filter((language) => language !== locale).map((language) => meta('property', 'og:locale:alternate', ogLocales[language])),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', fullTitle),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', imageAlt),
    // "<" escaped so that no text can close the script element.
    ...(structuredData ? [`<script type="application/ld+json">${JSON.stringify(organization).replace(/</g, '\\u003c')}</script>`] : []),
  ].join('');
}
