import { frenchTypography } from '#src/i18n/french-typography.ts';
import type { Locale } from '#src/i18n/locales.ts';
import type { frameMarks } from '#src/site/frame-marks.ts';

// What a page whose words are content shows, in one language (ADR 0059): the
// texts of its hero, which the Astro page passes to its hero and the frame
// leaves as text marks, and its markup (the body below the hero, the line below
// the lead), which the page's component renders to static HTML. One view, two
// callers: Astro builds the page from the seed with it, and the site-pages
// function fills the page's frame with the published text through it.

/** The hero's texts a frame leaves as marks (src/site/frame-marks.ts). */
export type HeroTextMark = Extract<keyof typeof frameMarks, 'title' | 'eyebrow' | 'lead' | 'crumb' | 'artAlt'>;

export interface ViewText {
  value: string;
  /** Shown in English on a French page (a French page marks it lang="en"). */
  english: boolean;
}

export interface PageView {
  /** The head's title, description and keywords, typeset for the language. */
  seo: { title: string; description: string; keywords: readonly string[] };
  /** The hero's texts (the breadcrumb shows the title where there is no crumb). */
  texts: Partial<Record<HeroTextMark, ViewText>> & { title: ViewText };
  /** What the hero shows below its lead, as HTML ('' for nothing). */
  hero: string;
  /** The page's content below the hero, as HTML. */
  main: string;
  /** Markup between parts of the frame kept as built, by name (src/site/frame-marks.ts partMark): the home page's, the lists'. */
  parts?: Record<string, string>;
  /** Short texts inside markup the frame keeps as built, by name (src/site/frame-marks.ts wordMark): Contact's labels. */
  words?: Record<string, ViewText>;
  /** Attributes' texts, by name (src/site/frame-marks.ts attributeMark): a section's accessible name, a map's text alternative. */
  attributes?: Record<string, string>;
}

/** The fields of a page's content a French page shows in English, by dotted path, and what a text looks like there. */
export function languageOf(locale: Locale, englishPaths: readonly string[]) {
  const english = new Set(englishPaths);
  const isEnglish = (path: string) => english.has(path);
  /** A text as shown: French typography on French text, never on the English shown in its place. */
  const typeset = (text: string, path: string) => (locale === 'fr' && !isEnglish(path) ? frenchTypography(text) : text);
  /** The `lang` attribute of an element showing this field. */
  const langOf = (path: string) => (isEnglish(path) ? 'en' : undefined);
  const text = (value: string, path: string): ViewText => ({ value: typeset(value, path), english: isEnglish(path) });
  /** The hero's four texts, as every page's hero names them. */
  const heroTexts = (hero: { headline: string; eyebrow: string; lead: string; crumb: string }) => ({
    title: text(hero.headline, 'hero.headline'),
    eyebrow: text(hero.eyebrow, 'hero.eyebrow'),
    lead: text(hero.lead, 'hero.lead'),
    crumb: text(hero.crumb, 'hero.crumb'),
  });
  const seo = (fields: { title: string; description: string; keywords: readonly string[] }) => ({
    title: typeset(fields.title, 'seo.title'),
    description: typeset(fields.description, 'seo.description'),
    keywords: fields.keywords.map((keyword) => typeset(keyword, 'seo.keywords')),
  });
  return { english, isEnglish, typeset, langOf, text, heroTexts, seo };
}

type Language = ReturnType<typeof languageOf>;

/**
 * A page whose body is a list a function renders per request (the
 * certifications, the portfolio list): its head, its hero and the list's
 * accessible name, which goes with the list. One view, two callers: Astro
 * builds the page from the seed with it, and the list's function fills the
 * page's frame with the published text through it (ADR 0084).
 */
export function listPageView(
  content: { seo: Parameters<Language['seo']>[0]; hero: Parameters<Language['heroTexts']>[0]; list_label: string },
  locale: Locale,
  englishPaths: readonly string[] = [],
): PageView {
  const language = languageOf(locale, englishPaths);
  return {
    seo: language.seo(content.seo),
    texts: language.heroTexts(content.hero),
    attributes: { list: language.typeset(content.list_label, 'list_label') },
    hero: '',
    main: '',
  };
}
