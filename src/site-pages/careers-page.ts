import type { Locale } from '#src/i18n/locales.ts';
import type { CareersContent } from '#src/site-pages/careers-seed.ts';
import { languageOf, type PageView, type ViewText } from '#src/site-pages/page-view.ts';

// The careers page's words from its content (ADR 0084): its head, its hero,
// the open positions' heading and the spontaneous application's heading and
// lead, which stay inside the frame's own markup around the offers and the
// application form. One view, two callers: Astro builds /careers from the seed
// with it, and the careers function fills the page's frame with the published
// text through it, around the offers it lists (functions/careers/).

/** The careers page's texts in the frame's markup, each a text mark of its frame (src/site/frame-marks.ts wordMark). */
export const careersWords = ['open', 'spontaneous', 'spontaneous_lead'] as const;

/** The careers page in a language, from its content (the seed when Astro builds it, the published text on demand). */
export function careersView(content: CareersContent, locale: Locale, englishPaths: readonly string[] = []): PageView {
  const language = languageOf(locale, englishPaths);
  const { hero, open, spontaneous } = content;
  const words: Record<(typeof careersWords)[number], ViewText> = {
    open: language.text(open.title, 'open.title'),
    spontaneous: language.text(spontaneous.title, 'spontaneous.title'),
    spontaneous_lead: language.text(spontaneous.lead, 'spontaneous.lead'),
  };
  return {
    seo: language.seo(content.seo),
    texts: language.heroTexts(hero),
    words,
    // The list is the function's, rendered per request: its accessible name goes with it.
    attributes: { list: language.typeset(open.list_label, 'open.list_label') },
    hero: '',
    main: '',
  };
}
