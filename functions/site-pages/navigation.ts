import { randomUUID } from 'node:crypto';
import { frenchTypography } from '#src/i18n/french-typography.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { navigationTexts } from '#src/i18n/texts/navigation.ts';
import { CorruptDataError } from '#functions/platform/store.ts';
import { pathIn } from '#functions/pages/pages.ts';
import { readLivePage } from '#functions/pages/live.ts';
import { earliest } from '#functions/site-pages/badges.ts';
import { frenchOver } from '#functions/pages/localize.ts';
import { escapeHtml } from '#functions/portfolio/html.ts';
import { icons } from '#src/lib/icons.ts';
import { seedPage } from '#functions/pages/seed.ts';

// The names and addresses of the service and sector pages where other pages
// show them (ADR 0074): the footer, the cards of the home page, a service
// page's links to the others. Built from the navigation texts (the seed), they
// carry `data-nav="<page id>"` (the element whose text is the name) or
// `data-nav-href="<page id>"` (a link whose words are not the name); a page
// rendered on demand rewrites them from the PUBLISHED pages: the published
// title, typeset, marked English where a French page has none, and, in
// French, the address with the page's French slug. An element whose name and
// address did not change is left as built, byte for byte. The cards' and the
// Services list's sentence (`data-nav-summary`), the list's points
// (`data-nav-points`, on the list whose items they are) and their icon
// (`data-nav-icon`, on the icon's container) follow the published page the
// same way, compared with the seed the site was built from.

/** A published text as a page shows it, and whether a French page shows the English. */
interface Shown<T> {
  value: T;
  english: boolean;
}

export interface NavigationEntry {
  /** The name in each language as the page shows it, and whether the French one is the English. */
  name: Record<Locale, Shown<string>>;
  /** The card's sentence in each language, as stored, typeset when shown; equal to `built` when unchanged. */
  summary: Record<Locale, Shown<string>>;
  /** A service's points (the Services list), as stored; none for a sector. */
  points: Record<Locale, Shown<readonly string[]>>;
  /** The icon's name, the same in both languages. */
  icon: string;
  /** The page's address in each language. */
  paths: Record<Locale, string>;
  /** What the site was built with: the name, sentence and points in each language, and the address under /fr by the English slug. */
  built: {
    name: Record<Locale, string>;
    summary: Record<Locale, string>;
    points: Record<Locale, readonly string[]>;
    icon: string;
    paths: Record<Locale, string>;
  };
}

export type Navigation = ReadonlyMap<string, NavigationEntry>;

/** The names as published now, and the instant a scheduled publish of one of those pages changes them (none: not scheduled). */
export interface LiveNavigation {
  navigation: Navigation;
  freshUntil: number | undefined;
}

type Section = 'services' | 'sectors';

const navigationIds = (Object.keys(navigationTexts.en) as Section[]).flatMap((section) =>
  Object.keys(navigationTexts.en[section]).map((slug) => ({ id: `${section}/${slug}`, section, slug })),
);

const builtName = (section: Section, slug: string, locale: Locale) =>
  (navigationTexts[locale][section] as Record<string, string>)[slug] ?? slug;

const textOf = (version: object, field: string) => {
  const value = (version as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : '';
};
const linesOf = (version: object, field: string): readonly string[] => {
  const value = (version as Record<string, unknown>)[field];
  return Array.isArray(value) ? value.filter((line): line is string => typeof line === 'string') : [];
};

/**
 * One page's entry: its published title and French slug (its schedule applied
 * when due, ADR 0085), or the built ones when its document cannot be read;
 * and when its scheduled publish will change it.
 */
async function entryOf(id: string, section: Section, slug: string): Promise<{ entry: NavigationEntry; freshUntil?: number }> {
  const seed = seedPage(id)?.published;
  const built = {
    name: { en: builtName(section, slug, 'en'), fr: builtName(section, slug, 'fr') },
    summary: { en: textOf(seed?.en ?? {}, 'summary'), fr: textOf(seed?.fr ?? {}, 'summary') },
    points: { en: linesOf(seed?.en ?? {}, 'bullets'), fr: linesOf(seed?.fr ?? {}, 'bullets') },
    icon: textOf(seed?.en ?? {}, 'icon'),
    paths: { en: pathIn(id, 'en', ''), fr: pathIn(id, 'fr', '') },
  };
  try {
    const live = await readLivePage(id);
    const { published } = live.value;
    const { content, english } = frenchOver(published.en, published.fr);
    const frenchEnglish = english.includes('title');
    const entry: NavigationEntry = {
      name: {
        en: { value: textOf(published.en, 'title'), english: false },
        fr: { value: frenchEnglish ? textOf(content, 'title') : frenchTypography(textOf(content, 'title')), english: frenchEnglish },
      },
      summary: {
        en: { value: textOf(published.en, 'summary'), english: false },
        fr: { value: textOf(content, 'summary'), english: english.includes('summary') },
      },
      points: {
        en: { value: linesOf(published.en, 'bullets'), english: false },
        fr: { value: linesOf(content, 'bullets'), english: english.includes('bullets') },
      },
      icon: textOf(published.en, 'icon'),
      paths: { en: pathIn(id, 'en', published.slug_fr), fr: pathIn(id, 'fr', published.slug_fr) },
      built,
    };
    return live.freshUntil === undefined ? { entry } : { entry, freshUntil: live.freshUntil };
  } catch (error) {
    if (!(error instanceof CorruptDataError)) throw error;
    // Its page shows as built (ADR 0059): so does its name.
    console.error(JSON.stringify({ level: 'error', id: randomUUID(), event: 'navigation_page_unreadable', page: id }));
    const asBuilt = <T>(value: Record<Locale, T>) => ({ en: { value: value.en, english: false }, fr: { value: value.fr, english: false } });
    const entry = {
      name: asBuilt(built.name),
      summary: asBuilt(built.summary),
      points: asBuilt(built.points),
      icon: built.icon,
      paths: built.paths,
      built,
    };
    return { entry };
  }
}

/** The service and sector pages' published names and addresses, and until when they hold. */
export async function readNavigation(): Promise<LiveNavigation> {
  const entries = await Promise.all(navigationIds.map(async ({ id, section, slug }) => ({ id, ...(await entryOf(id, section, slug)) })));
  return {
    navigation: new Map(entries.map(({ id, entry }) => [id, entry])),
    freshUntil: entries.reduce<number | undefined>((until, entry) => earliest(until, entry.freshUntil), undefined),
  };
}

const NAMED = /<([a-z][a-z0-9]*)( [^>]*?)? data-nav="([^"]+)"([^>]*)>([^<]*)<\/\1>/g;
const LINKED = /<a [^>]*?data-nav-href="([^"]+)"[^>]*>/g;
const HREF = / href="([^"]*)"/;
const SUMMARY = /<([a-z][a-z0-9]*)( [^>]*?)? data-nav-summary="([^"]+)"([^>]*)>([^<]*)<\/\1>/g;
const POINTS = /<(ul|ol)( [^>]*?)? data-nav-points="([^"]+)"([^>]*)>([\s\S]*?)<\/\1>/g;
const ITEM = /<li(?: [^>]*)?>/;
const ICON = /( data-nav-icon="([^"]+)"[^>]*>\s*<svg [^>]*><path d=")([^"]*)"/g;

/** A stored text as a page in `locale` shows it: French typeset, English (a French page's fallback included) as written. */
const shownIn = (text: string, locale: Locale, english: boolean) => (locale === 'fr' && !english ? frenchTypography(text) : text);

const sameLines = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((line, index) => line === b[index]);

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
    })
    .replace(SUMMARY, (element, tag: string, before: string | undefined, id: string, after: string) => {
      const entry = navigation.get(id);
      if (!entry) return element;
      const { value, english } = entry.summary[locale];
      if (value === '' || value === entry.built.summary[locale]) return element;
      const lang = english && locale !== 'en' ? ' lang="en"' : '';
      return `<${tag}${before ?? ''} data-nav-summary="${id}"${after}${lang}>${escapeHtml(shownIn(value, locale, english))}</${tag}>`;
    })
    .replace(POINTS, (element, tag: string, before: string | undefined, id: string, after: string, items: string) => {
      const entry = navigation.get(id);
      if (!entry) return element;
      const { value, english } = entry.points[locale];
      if (value.length === 0 || sameLines(value, entry.built.points[locale])) return element;
      // Each point as the built ones are opened (their scoped-style attribute included).
      const open = ITEM.exec(items)?.[0] ?? '<li>';
      const lang = english && locale !== 'en' ? ' lang="en"' : '';
      const lines = value.map((line) => `${open}${escapeHtml(shownIn(line, locale, english))}</li>`).join('');
      return `<${tag}${before ?? ''} data-nav-points="${id}"${after}${lang}> ${lines} </${tag}>`;
    })
    .replace(ICON, (element, start: string, id: string) => {
      const entry = navigation.get(id);
      const drawing = entry && entry.icon !== entry.built.icon ? (icons as Record<string, string>)[entry.icon] : undefined;
      return drawing ? `${start}${drawing}"` : element;
    });
}
