// The site's two languages. English keeps the spec's routes; French lives under
// /fr with the same slugs, so every page has exactly one twin
// (docs/decisions/0029-french-site.md).

export const locales = ['en', 'fr'] as const;
export type Locale = (typeof locales)[number];

const defaultLocale: Locale = 'en';

/** Open Graph's locale names. */
export const ogLocales: Record<Locale, string> = { en: 'en_GB', fr: 'fr_FR' };

/** Each language named in itself, for the switcher. */
export const languageNames: Record<Locale, string> = { en: 'English', fr: 'Français' };

/** Locale-specific formatting tags for Intl. */
export const intlLocales: Record<Locale, string> = { en: 'en-GB', fr: 'fr-FR' };

const FRENCH = '/fr';

/** The language of a page from its path: /fr and everything under it is French. */
export function localeOfPath(pathname: string): Locale {
  return pathname === FRENCH || pathname.startsWith(`${FRENCH}/`) ? 'fr' : 'en';
}

/** A page's path without its language: /fr/about → /about, /fr → /. */
export function unlocalizedPath(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  return pathname.slice(FRENCH.length) || '/';
}

/**
 * An English site link in a language: /about → /fr/about, / → /fr,
 * /#services → /fr#services, /projects?sector=energy → /fr/projects?sector=energy.
 * Links elsewhere (mailto:, https:, the API) are returned as they are.
 */
export function localizedHref(href: string, locale: Locale): string {
  if (locale === 'en' || !href.startsWith('/') || href.startsWith('//') || href.startsWith('/api/')) return href;
  const split = href.search(/[?#]/);
  const path = split === -1 ? href : href.slice(0, split);
  const rest = split === -1 ? '' : href.slice(split);
  return `${path === '/' ? FRENCH : `${FRENCH}${path}`}${rest}`;
}

/** The same page in another language. */
export function twinPath(pathname: string, locale: Locale): string {
  return localizedHref(unlocalizedPath(pathname), locale);
}

/** getStaticPaths' entries for a page built once per language (pages under src/pages/[...lang]/). */
export function localeParams(): { params: { lang: string | undefined } }[] {
  return locales.map((locale) => ({ params: { lang: locale === defaultLocale ? undefined : locale } }));
}
