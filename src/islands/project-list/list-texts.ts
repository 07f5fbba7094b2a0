import { frenchTexts } from '#src/i18n/translated.ts';
import type { Locale } from '#src/i18n/locales.ts';
import type { ProjectListTexts } from '#src/i18n/texts/project-list-en.ts';

// The list's texts in the browser: one language's module, loaded when the
// island hydrates (beside the page's data), rather than both languages in the
// bundle or one in the page's HTML as island props (so the HTML budget
// holds on French pages, and islands get only their locale's strings).

const loaders: Record<Locale, () => Promise<ProjectListTexts>> = {
  en: async () => (await import('#src/i18n/texts/project-list-en.ts')).projectListEn,
  fr: async () => frenchTexts((await import('#src/i18n/texts/project-list-fr.ts')).projectListFr),
};

const loading: Partial<Record<Locale, Promise<ProjectListTexts>>> = {};

export function loadListTexts(locale: Locale): Promise<ProjectListTexts> {
  return (loading[locale] ??= loaders[locale]());
}
