import { renderToStaticMarkup } from 'react-dom/server';
import { isCalendarDay } from '#src/schemas/calendar-day.ts';
import { frenchTypography } from '#src/i18n/french-typography.ts';
import { intlLocales, localizedHref, type Locale } from '#src/i18n/locales.ts';
import { legalTexts } from '#src/i18n/texts/legal.ts';
import { formattedBlocks } from '#src/lib/formatted-text/formatted-text.tsx';
import type { LegalContent } from '#src/site-pages/legal-seed.ts';
import { languageOf, type PageView } from '#src/site-pages/page-view.ts';

// A legal page (the privacy policy, the terms of service) from its content
// (ADR 0059): the "Last updated" line below the hero's lead and the body below
// the hero, numbered sections with their contents beside them. Rendered to
// static HTML only, by Astro when it builds the page and by the site-pages
// function when it fills the page's frame with the published text, so both
// show the same markup. The French is stored as typed; the typography is
// applied here, as the built pages apply it to every French text.

interface PageProps {
  content: LegalContent;
  locale: Locale;
  /** The dotted paths of the fields a French page shows in English. */
  english: ReadonlySet<string>;
}

const sectionId = (index: number) => `section-${String(index + 1)}`;
const langOf = (english: ReadonlySet<string>, path: string) => (english.has(path) ? 'en' : undefined);

function typesetFor(locale: Locale, english: ReadonlySet<string>) {
  return (text: string, path: string) => (locale === 'fr' && !english.has(path) ? frenchTypography(text) : text);
}

function LegalUpdated({ content, locale }: Omit<PageProps, 'english'>) {
  // A day the calendar lacks (a draft's, or one published before publishing checked it) is not shown at all rather
  // than as "Invalid Date" or as the next month's first days.
  if (!isCalendarDay(content.updated)) return null;
  // The date in the page's language: "23 November 2026", "23 novembre 2026".
  const date = new Date(`${content.updated}T12:00:00Z`).toLocaleDateString(intlLocales[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  });
  return (
    <p className="updated">
      {legalTexts[locale].updated} <time dateTime={content.updated}>{date}</time>
    </p>
  );
}

function LegalBody({ content, locale, english }: PageProps) {
  const texts = legalTexts[locale];
  const typeset = typesetFor(locale, english);
  const titles = content.sections.map((section, index) => typeset(section.title, `sections.${String(index)}.title`));
  return (
    <div className="container section legal">
      <nav className="legal__toc" aria-labelledby="toc-title">
        <h2 id="toc-title">{texts.contents}</h2>
        <ol>
          {titles.map((title, index) => (
            <li key={index}>
              <a href={`#${sectionId(index)}`} lang={langOf(english, `sections.${String(index)}.title`)}>
                {title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="prose legal__text">
        {content.sections.map((section, index) => {
          const body = `sections.${String(index)}.body`;
          const blocks = formattedBlocks(section.body, { french: locale === 'fr' && !english.has(body), headingLevel: 3 });
          return (
            <section key={index} aria-labelledby={sectionId(index)}>
              <h2 id={sectionId(index)}>
                {index + 1}. {english.has(`sections.${String(index)}.title`) ? <span lang="en">{titles[index]}</span> : titles[index]}
              </h2>
              {english.has(body) ? <div lang="en">{blocks}</div> : blocks}
            </section>
          );
        })}
        <p className="legal__back">
          <a className="btn btn--dark" href={localizedHref('/', locale)}>
            {texts.back}
          </a>
        </p>
      </div>
    </div>
  );
}

/** A legal page's parts in a language, from its content (the seed when Astro builds it, the published text on demand). */
export function legalView(content: LegalContent, locale: Locale, englishPaths: readonly string[] = []): PageView {
  const language = languageOf(locale, englishPaths);
  return {
    seo: language.seo(content.seo),
    // The breadcrumb shows the title.
    texts: { title: language.text(content.title, 'title'), lead: language.text(content.lead, 'lead') },
    hero: renderToStaticMarkup(<LegalUpdated content={content} locale={locale} />),
    main: renderToStaticMarkup(<LegalBody content={content} locale={locale} english={language.english} />),
  };
}
