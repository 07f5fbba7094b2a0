import { renderToStaticMarkup } from 'react-dom/server';
import { localizedHref, type Locale } from '#src/i18n/locales.ts';
import type { IconName } from '#src/lib/icons.ts';
import { CtaBand } from '#src/site-pages/cta-band.tsx';
import type { HomeContent } from '#src/site-pages/home-seed.ts';
import { Icon } from '#src/site-pages/icon.tsx';
import { languageOf, type PageView } from '#src/site-pages/page-view.ts';
import { SectionHead } from '#src/site-pages/section-head.tsx';

// The home page's words from its content (ADR 0059): the hero with its
// actions and facts, the heads of the services and sectors sections, the
// expertise section and the closing call to action (src/site-pages/home-page.css).
// Rendered to static HTML only, by Astro when it builds / from the seed and by
// the site-pages function when it fills the page's frame with the published
// text. The service and sector cards and the client carousel are not content:
// they stay in the frame as built, between the parts this renders.

type Language = ReturnType<typeof languageOf>;

/** The hero's drawing: a plant's piping and instrument tags behind the text. */
function HeroArt() {
  return (
    <svg className="hero__art" viewBox="0 0 1200 640" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <defs>
        <pattern id="hero-grid" width="40" height="40" patternUnits="userSpaceOnUse">
          <path d="M40 0H0v40" fill="none" stroke="#21395e" strokeWidth="1"></path>
        </pattern>
        <linearGradient id="hero-fade" x1="0" x2="1">
          <stop offset="0" stopColor="#0f1d31"></stop>
          <stop offset="0.55" stopColor="#0f1d31" stopOpacity="0.6"></stop>
          <stop offset="1" stopColor="#0f1d31" stopOpacity="0"></stop>
        </linearGradient>
      </defs>
      <rect width="1200" height="640" fill="url(#hero-grid)"></rect>
      <g fill="none" stroke="#3b5b8c" strokeWidth="2">
        <path d="M620 120h180v120h160v-60h200"></path>
        <path d="M620 360h120v140h260"></path>
        <path d="M800 240v120h260"></path>
        <circle cx="800" cy="240" r="26"></circle>
        <circle cx="1000" cy="500" r="34"></circle>
        <rect x="930" y="140" width="60" height="80" rx="6"></rect>
        <path d="M1040 300h120M1100 300v-40"></path>
      </g>
      <g fill="#f59e0b">
        <circle cx="620" cy="120" r="6"></circle>
        <circle cx="620" cy="360" r="6"></circle>
        <circle cx="1060" cy="360" r="6"></circle>
        <circle cx="1160" cy="180" r="6"></circle>
      </g>
      <g fill="#8fb0dc" fontFamily="ui-monospace, monospace" fontSize="14">
        <text x="812" y="200">
          PIC-101
        </text>
        <text x="1010" y="560">
          TK-204
        </text>
        <text x="940" y="130">
          PLC-01
        </text>
      </g>
      <rect width="1200" height="640" fill="url(#hero-fade)"></rect>
    </svg>
  );
}

function Hero({ hero, locale, language }: { hero: HomeContent['hero']; locale: Locale; language: Language }) {
  const { typeset, langOf } = language;
  return (
    <section className="hero" aria-labelledby="hero-title">
      <HeroArt />
      <div className="container hero__content">
        <p className="eyebrow" lang={langOf('hero.eyebrow')}>
          {typeset(hero.eyebrow, 'hero.eyebrow')}
        </p>
        <h1 id="hero-title" lang={langOf('hero.headline')}>
          {typeset(hero.headline, 'hero.headline')}
        </h1>
        <p className="hero__lead" lang={langOf('hero.lead')}>
          {typeset(hero.lead, 'hero.lead')}
        </p>
        <div className="btn-row">
          <a className="btn btn--primary" href={localizedHref('/services', locale)} lang={langOf('hero.primary_action')}>
            {typeset(hero.primary_action, 'hero.primary_action')}
          </a>
          <a className="btn btn--ghost" href={localizedHref('/projects', locale)} lang={langOf('hero.secondary_action')}>
            {typeset(hero.secondary_action, 'hero.secondary_action')}
          </a>
        </div>
        <dl className="hero__facts">
          {hero.facts.map((fact, index) => {
            const path = `hero.facts.${String(index)}`;
            return (
              <div key={index}>
                <dt lang={langOf(`${path}.label`)}>{typeset(fact.label, `${path}.label`)}</dt>
                <dd lang={langOf(`${path}.value`)}>{typeset(fact.value, `${path}.value`)}</dd>
              </div>
            );
          })}
        </dl>
      </div>
    </section>
  );
}

function Expertise({ expertise, language }: { expertise: HomeContent['expertise']; language: Language }) {
  const { typeset, langOf } = language;
  return (
    <section className="section section--dark" id="expertise" aria-labelledby="expertise-title">
      <div className="container">
        <SectionHead path="expertise" titleId="expertise-title" head={expertise} language={language} />
        <ol className="list-reset expertise">
          {expertise.items.map((item, index) => {
            const path = `expertise.items.${String(index)}`;
            return (
              <li key={index}>
                <span className="expertise__icon">
                  <Icon name={item.icon as IconName} />
                </span>
                <span className="expertise__number">{String(index + 1).padStart(2, '0')}</span>
                <h3 lang={langOf(`${path}.title`)}>{typeset(item.title, `${path}.title`)}</h3>
                <p lang={langOf(`${path}.text`)}>{typeset(item.text, `${path}.text`)}</p>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}

/** The home page's parts that sit between what the frame keeps as built (src/site/frame-marks.ts partMark). */
export const homeParts = ['services-head', 'sectors-head', 'closing'] as const;

/** The home page in a language, from its content (the seed when Astro builds it, the published text on demand). */
export function homeView(content: HomeContent, locale: Locale, englishPaths: readonly string[] = []): PageView {
  const language = languageOf(locale, englishPaths);
  const { typeset, langOf } = language;
  const { cta } = content;
  const markup = renderToStaticMarkup;
  const parts: Record<(typeof homeParts)[number], string> = {
    'services-head': markup(<SectionHead path="services" titleId="services-title" head={content.services} language={language} />),
    'sectors-head': markup(<SectionHead path="sectors" titleId="sectors-title" head={content.sectors} language={language} />),
    closing: markup(
      <CtaBand
        title={typeset(cta.title, 'cta.title')}
        text={typeset(cta.text, 'cta.text')}
        locale={locale}
        titleLang={langOf('cta.title')}
        textLang={langOf('cta.text')}
      />,
    ),
  };
  return {
    seo: language.seo(content.seo),
    texts: { title: language.text(content.hero.headline, 'hero.headline') },
    hero: markup(<Hero hero={content.hero} locale={locale} language={language} />),
    main: markup(<Expertise expertise={content.expertise} language={language} />),
    parts,
  };
}
