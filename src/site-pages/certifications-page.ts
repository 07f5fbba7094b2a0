import type { Locale } from '#src/i18n/locales.ts';
import type { CertificationsContent } from '#src/site-pages/certifications-seed.ts';
import { languageOf, type PageView } from '#src/site-pages/page-view.ts';

// The certifications page's words from its content (ADR 0084): its head, its
// hero and the accessible name of its list. One view, two callers: Astro
// builds /certifications from the seed with it, and the certifications
// function fills the page's frame with the published text through it, around
// the credentials and documents it lists (functions/certifications/).

/** The certifications page in a language, from its content (the seed when Astro builds it, the published text on demand). */
export function certificationsView(content: CertificationsContent, locale: Locale, englishPaths: readonly string[] = []): PageView {
  const language = languageOf(locale, englishPaths);
  const { hero } = content;
  return {
    seo: language.seo(content.seo),
    texts: language.heroTexts(hero),
    // The list is the function's, rendered per request: its accessible name goes with it.
    attributes: { list: language.typeset(content.list_label, 'list_label') },
    hero: '',
    main: '',
  };
}
