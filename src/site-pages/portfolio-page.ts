import type { Locale } from '#src/i18n/locales.ts';
import type { PortfolioContent } from '#src/site-pages/portfolio-seed.ts';
import { languageOf, type PageView } from '#src/site-pages/page-view.ts';

// The portfolio list's words from its content (ADR 0084): its head, its hero
// and the accessible name of the section holding the project list. One view,
// two callers: Astro builds /projects-enhanced from the seed with it, and the
// portfolio function fills the page's frame with the published text through
// it, around the project list it renders (functions/portfolio/).

/** The portfolio list in a language, from its content (the seed when Astro builds it, the published text on demand). */
export function portfolioView(content: PortfolioContent, locale: Locale, englishPaths: readonly string[] = []): PageView {
  const language = languageOf(locale, englishPaths);
  const { hero } = content;
  return {
    seo: language.seo(content.seo),
    texts: language.heroTexts(hero),
    attributes: { list: language.typeset(content.list_label, 'list_label') },
    hero: '',
    main: '',
  };
}
