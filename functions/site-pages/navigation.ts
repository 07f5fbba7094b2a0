import { randomUUID } from 'node:crypto';
import { frenchTypography } from '#src/i18n/french-typography.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { navigationTexts } from '#src/i18n/texts/navigation.ts';
import { CorruptDataError } from '#functions/platform/store.ts';
import { pathIn, readPage } from '#functions/pages/pages.ts';
import { frenchOver } from '#functions/pages/localize.ts';
import { escapeHtml } from '#functions/portfolio/html.ts';

// The names and addresses of the service and sector pages where other pages
// show them (ADR 0074): the footer, the cards of the home page, a service
// page's links to the others. Built from the navigation texts (the seed), they
// carry `data-nav="<page id>"` (the element whose text is the name) or
// `data-nav-href="<page id>"` (a link whose words are not the name); a page
// rendered on demand rewrites them from the PUBLISHED pages: the published
// title, typeset, marked English where a French page has none, and, in
// French, the address with the page's French slug. An element whose name and
// address did not change is left as built, byte for byte.

export interface NavigationEntry {
  /** The name in each language as the page shows it, and whether the French one is the English. */
  name: Record<Locale, { value: string; english: boolean }>;
  /** The page's address in each language. */
  paths: Record<Locale, string>;
  /** What the site was built with: the name in each language, and the address under /fr by the English slug. */
  built: { name: Record<Locale, string>; paths: Record<Locale, string> };
}

export type Navigation = ReadonlyMap<string, NavigationEntry>;

type Section = 'services' | 'sectors';

const navigationIds = (Object.keys(navigationTexts.en) as Section[]).flatMap((section) =>
  Object.keys(navigationTexts.en[section]).map((slug) => ({ id: `${section}/${slug}`, section, slug })),
);

const builtName = (section: Section, slug: string, locale: Locale) =>
  (navigationTexts[locale][section] as Record<string, string>)[slug] ?? slug;

/** One page's entry: its published title and French slug, or the built ones when its document cannot be read. */
async function entryOf(id: string, section: Section, slug: string): Promise<NavigationEntry> {
  const built = {
    name: { en: builtName(section, slug, 'en'), fr: builtName(section, slug, 'fr') },
    paths: { en: pathIn(id, 'en', ''), fr: pathIn(id, 'fr', '') },
  };
  try {
    const { published } = await readPage(id);
    const title = (version: object) => ('title' in version && typeof version.title === 'string' ? version.title : '');
    const { content, english } = frenchOver(published.en, published.fr);
    const frenchEnglish = english.includes('title');
    return {
      name: {
        en: { value: title(published.en), english: false },
        fr: { value: frenchEnglish ? title(content) : frenchTypography(title(content)), english: frenchEnglish },
      },
      paths: { en: pathIn(id, 'en', published.slug_fr), fr: pathIn(id, 'fr', published.slug_fr) },
      built,
    };
  } catch (error) {
    if (!(error instanceof CorruptDataError)) throw error;
    // Its page shows as built (ADR 0059): so does its name.
    console.error(JSON.stringify({ level: 'error', id: randomUUID(), event: 'navigation_page_unreadable', page: id }));
    return {
      name: { en: { value: built.name.en, english: false }, fr: { value: built.name.fr, english: false } },
      paths: built.paths,
      built,
    };
  }
}

/** The service and sector pages' published names and addresses. */
export async function readNavigation(): Promise<Navigation> {
  const entries = await Promise.all(navigationIds.map(async ({ id, section, slug }) => [id, await entryOf(id, section, slug)] as const));
  return new Map(entries);
}

const NAMED = /<([a-z][a-z0-9]*)( [^>]*?)? data-nav="([^"]+)"([^>]*)>([^<]*)<\/\1>/g;
const LINKED = /<a [^>]*?data-nav-href="([^"]+)"[^>]*>/g;
const HREF = / href="([^"]*)"/;

/** `html` with every marked name and address as the published pages have them, in the page's language. */
export function withNavigation(html: string, navigation: Navigation, locale: Locale): string {
  /** An opening tag's address, moved where the page's address in this language moved. */
  const moved = (tag: string, entry: NavigationEntry) =>
    tag.replace(HREF, (attribute, href: string) => (href === entry.built.paths[locale] ? ` href="${entry.paths[locale]}"` : attribute));
  return html
    .replace(NAMED, (element, tag: string, before: string | undefined, id: string, after: string, text: string) => {
      const entry = navigation.get(id);
      if (!entry) return element;
      const { value, english } = entry.name[locale];
      const attributes = moved(`${before ?? ''} data-nav="${id}"${after}`, entry);
      if (value === '' || value === entry.built.name[locale]) return `<${tag}${attributes}>${text}</${tag}>`;
      return `<${tag}${attributes}${english && locale !== 'en' ? ' lang="en"' : ''}>${escapeHtml(value)}</${tag}>`;
    })
    .replace(LINKED, (link, id: string) => {
      const entry = navigation.get(id);
      return entry ? moved(link, entry) : link;
    });
}
