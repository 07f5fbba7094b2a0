import { renderToStaticMarkup } from 'react-dom/server';
import type { Locale } from '#src/i18n/locales.ts';
import { CtaBand } from '#src/site-pages/cta-band.tsx';
import { languageOf, type PageView } from '#src/site-pages/page-view.ts';
import { SectionHead } from '#src/site-pages/section-head.tsx';
import type { ServicesListContent } from '#src/site-pages/services-list-seed.ts';

// The Services list's words from its content (ADR 0084): the hero's texts,
// the list's accessible name, how we work (src/site-pages/services-list-page.css)
// and the closing call to action. Rendered to static HTML only, by Astro when
// it builds /services from the seed and by the site-pages function when it
// fills the page's frame with the published text. The services' rows are not
// this page's words: the frame keeps them as built, their names, sentences and
// points rewritten from the published service pages (ADR 0074, 0078).

type Language = ReturnType<typeof languageOf>;

/** The attribute texts of the page, each an attribute mark of its frame (src/site/frame-marks.ts attributeMark). */
export const servicesListAttributes = ['list'] as const;

function Process({ process, language }: { process: ServicesListContent['process']; language: Language }) {
  const { typeset, langOf } = language;
  return (
    <section className="section section--muted" aria-labelledby="process-title">
      <div className="container">
        <SectionHead path="process" titleId="process-title" head={process} language={language} />
        <ol className="list-reset process">
          {process.steps.map((step, index) => {
            const path = `process.steps.${String(index)}`;
            return (
              <li key={index}>
                <span className="process__number">{index + 1}</span>
                <h3 lang={langOf(`${path}.title`)}>{typeset(step.title, `${path}.title`)}</h3>
                <p lang={langOf(`${path}.text`)}>{typeset(step.text, `${path}.text`)}</p>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}

/** The Services list in a language, from its content (the seed when Astro builds it, the published text on demand). */
export function servicesListView(content: ServicesListContent, locale: Locale, englishPaths: readonly string[] = []): PageView {
  const language = languageOf(locale, englishPaths);
  const { typeset, langOf } = language;
  const { hero, cta } = content;
  return {
    seo: language.seo(content.seo),
    texts: language.heroTexts(hero),
    attributes: { list: typeset(content.list_label, 'list_label') },
    hero: '',
    main: renderToStaticMarkup(
      <>
        <Process process={content.process} language={language} />
        <CtaBand
          title={typeset(cta.title, 'cta.title')}
          text={typeset(cta.text, 'cta.text')}
          locale={locale}
          titleLang={langOf('cta.title')}
          textLang={langOf('cta.text')}
        />
      </>,
    ),
  };
}
