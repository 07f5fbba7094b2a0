import { renderToStaticMarkup } from 'react-dom/server';
import type { Locale } from '#src/i18n/locales.ts';
import type { IconName } from '#src/lib/icons.ts';
import { formattedBlocks } from '#src/lib/formatted-text/formatted-text.tsx';
import type { AboutContent } from '#src/site-pages/about-seed.ts';
import { CtaBand } from '#src/site-pages/cta-band.tsx';
import { FeatureCard } from '#src/site-pages/feature-card.tsx';
import { languageOf, type PageView } from '#src/site-pages/page-view.ts';
import { SectionHead } from '#src/site-pages/section-head.tsx';

// The About page from its content (ADR 0059): who we are with the figures,
// the values, the mission and vision, the reasons to choose us and the closing
// call to action, below the hero (src/site-pages/about-page.css). Rendered to
// static HTML only, by Astro when it builds /about from the seed and by the
// site-pages function when it fills the page's frame with the published text.

interface BodyProps {
  content: AboutContent;
  locale: Locale;
  language: ReturnType<typeof languageOf>;
}

const number = (index: number) => String(index + 1).padStart(2, '0');

function AboutBody({ content, locale, language }: BodyProps) {
  const { typeset, langOf, isEnglish } = language;
  const { who, values, statements, reasons, cta } = content;
  const story = formattedBlocks(who.story, { french: locale === 'fr' && !isEnglish('who.story') });
  return (
    <>
      <section className="section" aria-labelledby="who-title">
        <div className="container who">
          <div className="prose">
            <p className="eyebrow" lang={langOf('who.eyebrow')}>
              {typeset(who.eyebrow, 'who.eyebrow')}
            </p>
            <h2 id="who-title" lang={langOf('who.title')}>
              {typeset(who.title, 'who.title')}
            </h2>
            {isEnglish('who.story') ? <div lang="en">{story}</div> : story}
          </div>
          <dl className="figures">
            {who.figures.map((figure, index) => (
              <div key={index}>
                <dt lang={langOf(`who.figures.${String(index)}.label`)}>{typeset(figure.label, `who.figures.${String(index)}.label`)}</dt>
                <dd lang={langOf(`who.figures.${String(index)}.value`)}>{typeset(figure.value, `who.figures.${String(index)}.value`)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="section section--muted" aria-labelledby="values-title">
        <div className="container">
          <SectionHead path="values" titleId="values-title" head={values} language={language} />
          <div className="grid values">
            {values.items.map((value, index) => {
              const path = `values.items.${String(index)}`;
              return (
                <FeatureCard
                  key={index}
                  feature={{
                    icon: value.icon as IconName,
                    title: typeset(value.title, `${path}.title`),
                    text: typeset(value.text, `${path}.text`),
                  }}
                  titleLang={langOf(`${path}.title`)}
                  textLang={langOf(`${path}.text`)}
                />
              );
            })}
          </div>
        </div>
      </section>

      <section className="section section--dark" aria-label={typeset(statements.label, 'statements.label')}>
        <div className="container statements">
          <div>
            <h2 className="eyebrow" lang={langOf('statements.mission_title')}>
              {typeset(statements.mission_title, 'statements.mission_title')}
            </h2>
            <p className="statement" lang={langOf('statements.mission')}>
              {typeset(statements.mission, 'statements.mission')}
            </p>
          </div>
          <div>
            <h2 className="eyebrow" lang={langOf('statements.vision_title')}>
              {typeset(statements.vision_title, 'statements.vision_title')}
            </h2>
            <p className="statement" lang={langOf('statements.vision')}>
              {typeset(statements.vision, 'statements.vision')}
            </p>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="reasons-title">
        <div className="container">
          <SectionHead path="reasons" titleId="reasons-title" head={reasons} language={language} />
          <ol className="list-reset reasons">
            {reasons.items.map((reason, index) => (
              <li key={index}>
                <span className="reasons__number">{number(index)}</span>
                <div>
                  <h3 lang={langOf(`reasons.items.${String(index)}.title`)}>
                    {typeset(reason.title, `reasons.items.${String(index)}.title`)}
                  </h3>
                  <p lang={langOf(`reasons.items.${String(index)}.text`)}>{typeset(reason.text, `reasons.items.${String(index)}.text`)}</p>
                </div>
              </li>
            ))}
          </ol>
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

/** The About page in a language, from its content (the seed when Astro builds it, the published text on demand). */
export function aboutView(content: AboutContent, locale: Locale, englishPaths: readonly string[] = []): PageView {
  const language = languageOf(locale, englishPaths);
  const { hero } = content;
  return {
    seo: language.seo(content.seo),
    texts: {
      ...language.heroTexts(hero),
      artAlt: language.text(hero.art_alt, 'hero.art_alt'),
    },
    hero: '',
    main: renderToStaticMarkup(<AboutBody content={content} locale={locale} language={language} />),
  };
}
