import { renderToStaticMarkup } from 'react-dom/server';
import { localizedHref, type Locale } from '#src/i18n/locales.ts';
import { servicesTexts } from '#src/i18n/texts/services.ts';
import { formattedBlocks } from '#src/lib/formatted-text/formatted-text.tsx';
import { navigationId, serviceLinksIn } from '#src/site/navigation.ts';
import { CtaBand } from '#src/site-pages/cta-band.tsx';
import { FeatureSection } from '#src/site-pages/feature-section.tsx';
import { languageOf, type PageView } from '#src/site-pages/page-view.ts';
import type { ServicePageContent } from '#src/site-pages/topic-seed.ts';

// A service's page from its content (ADR 0059): its approach and standards,
// its capabilities, its deliverables, the links to the other services and the
// closing call to action, below the hero (src/site-pages/service-page.css).
// Rendered to static HTML only, by Astro when it builds /services/<slug> from
// the seed and by the site-pages function when it fills the page's frame with
// the published text. The other services are named as the navigation names
// them, as in the header and footer: those names stay built (ADR 0059).

interface BodyProps {
  slug: string;
  content: ServicePageContent;
  locale: Locale;
  language: ReturnType<typeof languageOf>;
}

function ServiceBody({ slug, content, locale, language }: BodyProps) {
  const { typeset, langOf, isEnglish } = language;
  const texts = servicesTexts[locale];
  const intro = formattedBlocks(content.intro, { french: locale === 'fr' && !isEnglish('intro') });
  const others = serviceLinksIn(locale).filter((other) => other.slug !== slug);
  return (
    <>
      <section className="section" aria-labelledby="overview-title">
        <div className="container overview">
          <div className="prose">
            <h2 id="overview-title">{texts.approach}</h2>
            {isEnglish('intro') ? <div lang="en">{intro}</div> : intro}
          </div>
          <aside className="standards" aria-labelledby="standards-title">
            <h2 id="standards-title">{texts.standards}</h2>
            <ul className="list-reset" lang={langOf('standards')}>
              {content.standards.map((standard, index) => (
                <li key={index}>
                  <span className="tag">{typeset(standard, 'standards')}</span>
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </section>

      <FeatureSection
        id="features-title"
        eyebrow={texts.capabilities}
        title={texts.featuresTitle}
        className="features"
        features={content.features}
        language={language}
      />

      <section className="section" aria-labelledby="deliverables-title">
        <div className="container deliverables">
          <div>
            <p className="eyebrow">{texts.deliverablesEyebrow}</p>
            <h2 id="deliverables-title">{texts.deliverablesTitle}</h2>
            <p className="lead">{texts.deliverablesLead}</p>
          </div>
          <ul className="check-list" lang={langOf('deliverables')}>
            {content.deliverables.map((item, index) => (
              <li key={index}>{typeset(item, 'deliverables')}</li>
            ))}
          </ul>
        </div>
      </section>

      <nav className="section section--muted related" aria-labelledby="related-title">
        <div className="container">
          <h2 id="related-title" className="related__title">
            {texts.others}
          </h2>
          <ul className="list-reset related__list">
            {others.map((other) => (
              <li key={other.slug}>
                <a href={localizedHref(`/services/${other.slug}`, locale)} data-nav={navigationId('services', other.slug)}>
                  {other.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </nav>

      <CtaBand
        title={typeset(content.cta.title, 'cta.title')}
        text={typeset(content.cta.text, 'cta.text')}
        locale={locale}
        titleLang={langOf('cta.title')}
        textLang={langOf('cta.text')}
      />
    </>
  );
}

/** A service's page in a language, from its content (the seed when Astro builds it, the published text on demand). */
export function serviceView(slug: string, content: ServicePageContent, locale: Locale, englishPaths: readonly string[] = []): PageView {
  const language = languageOf(locale, englishPaths);
  return {
    seo: language.seo(content.seo),
    texts: {
      title: language.text(content.headline, 'headline'),
      // The service's name heads the hero and ends the breadcrumb.
      eyebrow: language.text(content.title, 'title'),
      lead: language.text(content.lead, 'lead'),
      crumb: language.text(content.title, 'title'),
    },
    hero: '',
    main: renderToStaticMarkup(<ServiceBody slug={slug} content={content} locale={locale} language={language} />),
  };
}
