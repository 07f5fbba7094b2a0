import { renderToStaticMarkup } from 'react-dom/server';
import type { Locale } from '#src/i18n/locales.ts';
import { formattedBlocks } from '#src/lib/formatted-text/formatted-text.tsx';
import { CtaBand } from '#src/site-pages/cta-band.tsx';
import { languageOf, type PageView } from '#src/site-pages/page-view.ts';
import type { SectorsListContent } from '#src/site-pages/sectors-list-seed.ts';

// The Sectors list's words from its content (ADR 0084): the hero's texts, the
// introduction above the cards (src/site-pages/sectors-list-page.css) and the
// closing call to action. Rendered to static HTML only, by Astro when it builds
// /sectors from the seed and by the site-pages function when it fills the
// page's frame with the published text. The sectors' cards are not this
// page's words: the frame keeps them as built, their names, sentences and
// icons rewritten from the published sector pages (ADR 0074, 0078).

/** The parts of the page between what the frame keeps as built (src/site/frame-marks.ts partMark). */
export const sectorsListParts = ['intro'] as const;

/** The Sectors list in a language, from its content (the seed when Astro builds it, the published text on demand). */
export function sectorsListView(content: SectorsListContent, locale: Locale, englishPaths: readonly string[] = []): PageView {
  const language = languageOf(locale, englishPaths);
  const { typeset, langOf, isEnglish } = language;
  const { hero, intro, cta } = content;
  const text = formattedBlocks(intro.text, { french: locale === 'fr' && !isEnglish('intro.text') });
  return {
    seo: language.seo(content.seo),
    texts: language.heroTexts(hero),
    hero: '',
    parts: {
      intro: renderToStaticMarkup(
        <div className="intro">
          <h2 id="sectors-intro-title" lang={langOf('intro.title')}>
            {typeset(intro.title, 'intro.title')}
          </h2>
          {isEnglish('intro.text') ? <div lang="en">{text}</div> : text}
        </div>,
      ),
    },
    main: renderToStaticMarkup(
      <CtaBand
        title={typeset(cta.title, 'cta.title')}
        text={typeset(cta.text, 'cta.text')}
        locale={locale}
        titleLang={langOf('cta.title')}
        textLang={langOf('cta.text')}
      />,
    ),
  };
}
