import type { Locale } from '#src/i18n/locales.ts';
import type { ContactContent } from '#src/site-pages/contact-seed.ts';
import { languageOf, type PageView } from '#src/site-pages/page-view.ts';

// The Contact page's words from its content (ADR 0084): the hero's texts and
// the labels around the company's details, which stay the frame's own markup
// (the details are the site's facts, the form an island of the site's
// interface). One view, two callers: Astro builds /contact from the seed with
// it, and the site-pages function fills the page's frame with the published
// text through it.

/** Contact's labels, each a text mark of its frame (src/site/frame-marks.ts wordMark). */
export const contactWords = ['details', 'email', 'phone', 'office', 'hours'] as const;
/** Contact's attribute texts, each an attribute mark of its frame (src/site/frame-marks.ts attributeMark). */
export const contactAttributes = ['section', 'map'] as const;

/** The Contact page in a language, from its content (the seed when Astro builds it, the published text on demand). */
export function contactView(content: ContactContent, locale: Locale, englishPaths: readonly string[] = []): PageView {
  const language = languageOf(locale, englishPaths);
  const { hero, details } = content;
  const words: Record<(typeof contactWords)[number], ReturnType<typeof language.text>> = {
    details: language.text(details.title, 'details.title'),
    email: language.text(details.email, 'details.email'),
    phone: language.text(details.phone, 'details.phone'),
    office: language.text(details.office, 'details.office'),
    hours: language.text(details.hours, 'details.hours'),
  };
  const attributes: Record<(typeof contactAttributes)[number], string> = {
    section: language.typeset(details.section_label, 'details.section_label'),
    map: language.typeset(details.map_alt, 'details.map_alt'),
  };
  return {
    seo: language.seo(content.seo),
    texts: language.heroTexts(hero),
    words,
    attributes,
    hero: '',
    main: '',
  };
}
