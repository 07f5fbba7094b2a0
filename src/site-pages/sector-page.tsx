import { cloneElement, isValidElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { localizedHref, type Locale } from '#src/i18n/locales.ts';
import { sectorsTexts } from '#src/i18n/texts/sectors.ts';
import { formattedBlocks } from '#src/lib/formatted-text/formatted-text.tsx';
import { CtaBand } from '#src/site-pages/cta-band.tsx';
import { FeatureSection } from '#src/site-pages/feature-section.tsx';
import { languageOf, type PageView } from '#src/site-pages/page-view.ts';
import type { SectorPageContent } from '#src/site-pages/topic-seed.ts';

// A sector's page from its content (ADR 0059): its introduction (the first
// paragraph set as a lead), its four capabilities, its solutions with the
// link to its projects, its highlighted figure and the closing call to
// action, below the hero (src/site-pages/sector-page.css). Rendered to static
// HTML only, by Astro when it builds /sectors/<slug> from the seed and by the
// site-pages function when it fills the page's frame with the published text.

interface BodyProps {
  slug: string;
  content: SectorPageContent;
  locale: Locale;
  language: ReturnType<typeof languageOf>;
}

/** The introduction's blocks, its first paragraph set as the section's lead. */
function withLead(blocks: ReturnType<typeof formattedBlocks>) {
  const [first, ...rest] = blocks;
  if (!isValidElement(first) || first.type !== 'p') return blocks;
  return [cloneElement(first as ReactElement<{ className?: string }>, { className: 'lead' }), ...rest];
}

function SectorBody({ slug, content, locale, language }: BodyProps) {
  const { typeset, langOf, isEnglish } = language;
  const texts = sectorsTexts[locale];
  // The interface's sentences name the sector as this page does.
  const name = typeset(content.title, 'title');
  const intro = withLead(formattedBlocks(content.intro, { french: locale === 'fr' && !isEnglish('intro') }));
  const { highlight } = content;
  return (
    <>
      <section className="section" aria-labelledby="sector-intro-title">
        <div className="container">
          <div className="prose">
            <h2 id="sector-intro-title" className="visually-hidden">
              {texts.ourWork(name)}
            </h2>
            {isEnglish('intro') ? <div lang="en">{intro}</div> : intro}
          </div>
        </div>
      </section>

      <FeatureSection
        id="sector-features-title"
        eyebrow={texts.capabilities}
        title={texts.howWeHelp(name)}
        className="sector-features"
        features={content.features}
        language={language}
      />

      <section className="section" aria-labelledby="solutions-title">
        <div className="container solutions">
          <div>
            <p className="eyebrow">{texts.solutionsEyebrow}</p>
            <h2 id="solutions-title">{texts.solutionsTitle}</h2>
            <ul className="check-list solutions__list" lang={langOf('solutions')}>
              {content.solutions.map((solution, index) => (
                <li key={index}>{typeset(solution, 'solutions')}</li>
              ))}
            </ul>
            <a className="more-link" href={localizedHref(`/projects-enhanced?sector=${slug}`, locale)}>
              {texts.seeProjects(name)}
            </a>
          </div>
          <aside className="highlight" aria-labelledby="highlight-title">
            <p className="highlight__figure" lang={langOf('highlight.figure')}>
              {typeset(highlight.figure, 'highlight.figure')}
            </p>
            <h2 id="highlight-title" className="highlight__title" lang={langOf('highlight.title')}>
              {typeset(highlight.title, 'highlight.title')}
            </h2>
            <p lang={langOf('highlight.text')}>{typeset(highlight.text, 'highlight.text')}</p>
          </aside>
        </div>
      </section>

      <CtaBand title={texts.pageCtaTitle(name)} text={texts.pageCtaText} locale={locale} />
    </>
  );
}

/** A sector's page in a language, from its content (the seed when Astro builds it, the published text on demand). */
export function sectorView(slug: string, content: SectorPageContent, locale: Locale, englishPaths: readonly string[] = []): PageView {
  const language = languageOf(locale, englishPaths);
  const name = language.text(content.title, 'title');
  return {
    seo: language.seo(content.seo),
    texts: {
      title: language.text(content.headline, 'headline'),
      // "Sector · Energy": the interface's words around the sector's name.
      eyebrow: { value: sectorsTexts[locale].pageEyebrow(name.value), english: false },
      lead: language.text(content.lead, 'lead'),
      crumb: name,
      artAlt: language.text(content.art_alt, 'art_alt'),
    },
    hero: '',
    main: renderToStaticMarkup(<SectorBody slug={slug} content={content} locale={locale} language={language} />),
  };
}
