import { createContext, use } from 'react';
import { fill } from '#src/i18n/fill.ts';
import { intlLocales, type Locale } from '#src/i18n/locales.ts';
import type { ProjectListTexts } from '#src/i18n/texts/project-list-en.ts';
import { portfolioPathsIn } from '#src/portfolio/paths.ts';

// The language of the project list: the page gives the island its texts and
// locale; every part of the list reads them here, with the portfolio's
// addresses in that language and numbers written the locale's way.

export interface ListLanguage {
  locale: Locale;
  texts: ProjectListTexts;
  paths: ReturnType<typeof portfolioPathsIn>;
  /** A template filled in, numbers formatted for the locale (1 000 in French). */
  say: (template: string, values?: Record<string, string | number>) => string;
}

export function listLanguage(locale: Locale, texts: ProjectListTexts): ListLanguage {
  const numbers = new Intl.NumberFormat(intlLocales[locale]);
  return {
    locale,
    texts,
    paths: portfolioPathsIn(locale),
    say: (template, values = {}) =>
      fill(
        template,
        Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === 'number' ? numbers.format(value) : value])),
      ),
  };
}

export const ListLanguageContext = createContext<ListLanguage | null>(null);

export function useListLanguage(): ListLanguage {
  const language = use(ListLanguageContext);
  if (!language) throw new Error('The project list is rendered without its language');
  return language;
}
