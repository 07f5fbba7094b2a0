import { localizedHref, type Locale } from '#src/i18n/locales.ts';
import { layoutTexts } from '#src/i18n/texts/layout.ts';
import { navigationTexts } from '#src/i18n/texts/navigation.ts';

// Links shared by the header, the footer and the sitemap of the public site,
// in English (the spec's labels) and, through the *In functions, in either language.

const serviceSlugs = ['automation-control-systems', 'engineering', 'computing', 'training'] as const;
const sectorSlugs = ['energy', 'oil-gas', 'chemistry-petrochemistry', 'pharmaceutical', 'agro-food', 'industries'] as const;

export interface NavLink {
  href: string;
  label: string;
}

export function serviceLinksIn(locale: Locale) {
  return serviceSlugs.map((slug) => ({ slug, title: navigationTexts[locale].services[slug] }));
}

export function sectorLinksIn(locale: Locale) {
  return sectorSlugs.map((slug) => ({ slug, title: navigationTexts[locale].sectors[slug] }));
}

type NavKey = keyof (typeof layoutTexts)['en']['nav'];

/** English addresses and label keys, as links in a language. */
function linksIn(locale: Locale, links: readonly [href: string, key: NavKey][]): NavLink[] {
  const nav = layoutTexts[locale].nav;
  return links.map(([href, key]) => ({ href: localizedHref(href, locale), label: nav[key] }));
}

export function headerLinksIn(locale: Locale): NavLink[] {
  return linksIn(locale, [
    ['/#services', 'services'],
    ['/#sectors', 'sectors'],
    ['/#expertise', 'expertise'],
    ['/projects', 'projects'],
    ['/about', 'about'],
  ]);
}

export function footerQuickLinksIn(locale: Locale): NavLink[] {
  return linksIn(locale, [
    ['/services', 'services'],
    ['/sectors', 'sectors'],
    ['/#expertise', 'expertise'],
    ['/projects', 'projects'],
    ['/certifications', 'certifications'],
    ['/careers', 'careers'],
    ['/about', 'aboutUs'],
  ]);
}

export function legalLinksIn(locale: Locale): NavLink[] {
  const texts = layoutTexts[locale];
  return [
    { href: '/privacy-policy', label: texts.privacy },
    { href: '/terms-of-service', label: texts.terms },
  ].map((link) => ({ ...link, href: localizedHref(link.href, locale) }));
}

export const serviceLinks = serviceLinksIn('en');
export const sectorLinks = sectorLinksIn('en');
export const headerLinks = headerLinksIn('en');
export const footerQuickLinks = footerQuickLinksIn('en');
export const legalLinks = legalLinksIn('en');

/** A service's or a sector's page id, which marks its name where other pages show it (`data-nav`, ADR 0074). */
export const navigationId = (section: 'services' | 'sectors', slug: string) => `${section}/${slug}`;

/** A sentence around a name, split where the name goes: `Explore ${name}` gives ['Explore ', '']. */
export function aroundName(sentence: (name: string) => string): [before: string, after: string] {
  const [before = '', after = ''] = sentence('\u0000').split('\u0000');
  return [before, after];
}
