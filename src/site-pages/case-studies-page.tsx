import { renderToStaticMarkup } from 'react-dom/server';
import { localizedHref, type Locale } from '#src/i18n/locales.ts';
import { formattedBlocks } from '#src/lib/formatted-text/formatted-text.tsx';
import type { CaseStudiesContent } from '#src/site-pages/case-studies-seed.ts';
import { CtaBand } from '#src/site-pages/cta-band.tsx';
import { Icon } from '#src/site-pages/icon.tsx';
import { languageOf, type PageView } from '#src/site-pages/page-view.ts';

// The case studies (/projects) from their content (ADR 0059): the link to the
// portfolio below the hero's lead, then each study (its sector, client,
// place, story, technologies and results) and the closing call to action
// (src/site-pages/case-studies-page.css). Rendered to static HTML only, by
// Astro when it builds /projects from the seed and by the site-pages function
// when it fills the page's frame with the published text.

type Language = ReturnType<typeof languageOf>;

interface BodyProps {
  content: CaseStudiesContent;
  locale: Locale;
  language: Language;
}

const number = (index: number) => String(index + 1).padStart(2, '0');

function PortfolioLink({ content, locale, language }: BodyProps) {
  return (
    <a
      className="btn btn--ghost projects-hero__link"
      href={localizedHref('/projects-enhanced', locale)}
      lang={language.langOf('portfolio_link')}
    >
      {language.typeset(content.portfolio_link, 'portfolio_link')}
    </a>
  );
}

function CaseStudiesBody({ content, locale, language }: BodyProps) {
  const { typeset, langOf, isEnglish } = language;
  const { labels, cta } = content;
  const label = (key: keyof typeof labels) => <dt lang={langOf(`labels.${key}`)}>{typeset(labels[key], `labels.${key}`)}</dt>;
  return (
    <>
      <section className="section" aria-label={typeset(content.list_label, 'list_label')}>
        <div className="container cases">
          {content.studies.map((study, index) => {
            const path = (field: string) => `studies.${String(index)}.${field}`;
            const id = `case-${String(index + 1)}`;
            const description = formattedBlocks(study.description, { french: locale === 'fr' && !isEnglish(path('description')) });
            return (
              <article key={index} className="case" aria-labelledby={id}>
                <header className="case__head">
                  <p className="case__meta">
                    <span className="section-number">{number(index)}</span>
                    <span className="tag" lang={langOf(path('sector'))}>
                      {typeset(study.sector, path('sector'))}
                    </span>
                  </p>
                  <h2 id={id} lang={langOf(path('title'))}>
                    {typeset(study.title, path('title'))}
                  </h2>
                  <dl className="case__facts">
                    <div>
                      {label('client')}
                      <dd lang={langOf(path('client'))}>{typeset(study.client, path('client'))}</dd>
                    </div>
                    {study.location && (
                      <div>
                        {label('location')}
                        <dd lang={langOf(path('location'))}>
                          <Icon name="pin" size={16} />
                          {typeset(study.location, path('location'))}
                        </dd>
                      </div>
                    )}
                  </dl>
                </header>
                <div className="case__body">
                  {isEnglish(path('description')) ? <div lang="en">{description}</div> : description}
                  <h3 lang={langOf('labels.technologies')}>{typeset(labels.technologies, 'labels.technologies')}</h3>
                  <ul className="list-reset case__tags" lang={langOf(path('technologies'))}>
                    {study.technologies.map((technology, item) => (
                      <li key={item} className="tag">
                        {typeset(technology, path('technologies'))}
                      </li>
                    ))}
                  </ul>
                </div>
                <div className="case__results">
                  <h3 lang={langOf('labels.results')}>{typeset(labels.results, 'labels.results')}</h3>
                  <ul className="check-list" lang={langOf(path('results'))}>
                    {study.results.map((result, item) => (
                      <li key={item}>{typeset(result, path('results'))}</li>
                    ))}
                  </ul>
                </div>
              </article>
            );
          })}
        </div>
      </section>

      <CtaBand
        title={typeset(cta.title, 'cta.title')}
        text={typeset(cta.text, 'cta.text')}
        locale={locale}
        titleLang={langOf('cta.title')}
        textLang={langOf('cta.text')}
      />
    </>
  );
}

/** The case studies in a language, from their content (the seed when Astro builds the page, the published text on demand). */
export function caseStudiesView(content: CaseStudiesContent, locale: Locale, englishPaths: readonly string[] = []): PageView {
  const language = languageOf(locale, englishPaths);
  const { hero } = content;
  return {
    seo: language.seo(content.seo),
    texts: language.heroTexts(hero),
    hero: renderToStaticMarkup(<PortfolioLink content={content} locale={locale} language={language} />),
    main: renderToStaticMarkup(<CaseStudiesBody content={content} locale={locale} language={language} />),
  };
}
