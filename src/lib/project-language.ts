import { frenchTypography } from '#src/i18n/french-typography.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { translatableProjectFields, type TranslatableProjectField } from '#src/schemas/project-fields.ts';

// A project in the language of the page that shows it: each text
// field in French where the project has it, in English otherwise, and the list
// of fields left in English so the page can mark them lang="en" (screen
// readers then switch voice). Taxonomy names work the same way.

type Texts = Partial<Record<TranslatableProjectField, string | readonly string[]>>;

export interface InLanguage<P> {
  /** The project with its fields in the page's language where it has them. */
  shown: P;
  /** The fields shown in English on a French page (empty ones aside). */
  english: ReadonlySet<TranslatableProjectField>;
}

const present = (value: string | readonly string[] | undefined): value is string | readonly string[] =>
  Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== '';

const typeset = (value: string | readonly string[]): string | readonly string[] =>
  typeof value === 'string' ? frenchTypography(value) : value.map(frenchTypography);

/**
 * Formatted texts (ADR 0056): the renderer typesets them run by run, so a link's
 * address is never touched; typesetting the source here would reach into it.
 */
const formattedFields: ReadonlySet<TranslatableProjectField> = new Set(['description', 'scope_objectives', 'key_results']);

/**
 * A project in a language: a whole project, or the part of it the portfolio
 * list carries (src/lib/portfolio/list-page.ts), whose French has only
 * the fields it shows.
 */
export function projectInLanguage<P extends Texts & { fr: Texts }>(project: P, locale: Locale): InLanguage<P> {
  if (locale === 'en') return { shown: project, english: new Set() };
  const shown: Texts = { ...project };
  const english = new Set<TranslatableProjectField>();
  for (const field of translatableProjectFields) {
    const french = project.fr[field];
    if (present(french)) shown[field] = formattedFields.has(field) ? french : typeset(french);
    else if (present(project[field])) english.add(field);
  }
  return { shown: { ...project, ...shown }, english };
}

/** Whether a formatted field shows French text, to be typeset as French by the renderer. */
export const inFrench = (locale: Locale, english: ReadonlySet<TranslatableProjectField>, field: TranslatableProjectField): boolean =>
  locale === 'fr' && !english.has(field);

/** The `lang` attribute of an element showing a field: "en" where a French page shows the English text. */
export const langOf = (english: ReadonlySet<TranslatableProjectField>, field: TranslatableProjectField): 'en' | undefined =>
  english.has(field) ? 'en' : undefined;

/** A taxonomy item's name in a language, and "en" when a French page shows its English name. */
export function nameIn(item: { name: string; fr: { name: string } }, locale: Locale): { name: string; lang: 'en' | undefined } {
  if (locale === 'en') return { name: item.name, lang: undefined };
  return item.fr.name.trim() ? { name: frenchTypography(item.fr.name), lang: undefined } : { name: item.name, lang: 'en' };
}
