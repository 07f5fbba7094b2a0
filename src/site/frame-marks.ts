import type { HeroTextMark, PageView } from '#src/site-pages/page-view.ts';

// The places a frame leaves for the function that fills it per request: the
// portfolio's project shell (src/pages/portfolio-shell/, filled by
// functions/portfolio/) and the frames of the pages whose words are content
// (src/pages/page-frames/, filled by functions/site-pages/). Text marks stand
// where escaped text goes (the h1, the breadcrumb); comment marks stand where
// whole markup goes (the head's metadata, the page's body). None of them can
// occur in the rest of a built page.

export const frameMarks = {
  /** Replaced by the page's title, description, canonical, social cards and JSON-LD. */
  head: '<!--frame:head-->',
  /** Replaced by the page's content below the hero. */
  main: '<!--frame:main-->',
  /** Replaced by what the hero shows below its lead (a legal page's "Last updated"). */
  hero: '<!--frame:hero-->',
  title: 'FRAME_MARK_TITLE',
  eyebrow: 'FRAME_MARK_EYEBROW',
  lead: 'FRAME_MARK_LEAD',
  /** The page's label in the breadcrumb, where it is not its h1. */
  crumb: 'FRAME_MARK_CRUMB',
  /** The hero illustration's text alternative: an attribute's value, escaped, never wrapped. */
  artAlt: 'FRAME_MARK_ART_ALT',
} as const;

/**
 * Where a short text of a page's body goes, by name, inside markup the frame
 * keeps as built (Contact's labels around the company's details): escaped,
 * wrapped in a span marked lang="en" where a French page shows the English.
 */
export const wordMark = (name: string) => `FRAME_MARK_WORD_${name.toUpperCase()}`;

/** Where an attribute's text goes, by name (a section's accessible name, a map's text alternative): escaped, never wrapped. */
export const attributeMark = (name: string) => `FRAME_MARK_ATTRIBUTE_${name.toUpperCase()}`;

/** Where a named part of a page's markup goes, between parts of its frame kept as built (the home page's cards and carousel). */
export const partMark = (name: string) => `<!--frame:part ${name}-->`;

/** The address of the site the frames were built for, carried in the head mark's place. */
export const siteMark = (origin: string) => `<!--frame:site ${origin}-->`;

/**
 * A page component's hero texts by mark: the mark itself when it builds the
 * page's frame, the view's text when it builds the page.
 */
export const heroTextOf =
  (texts: PageView['texts'], frame: boolean) =>
  (mark: HeroTextMark): string =>
    frame ? frameMarks[mark] : (texts[mark]?.value ?? '');
