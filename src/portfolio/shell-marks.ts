// The places a portfolio shell (src/pages/portfolio-shell/) leaves for the
// function that serves the portfolio (functions/portfolio/) to fill per
// request. Text marks stand where escaped text goes (the h1, the breadcrumb);
// comment marks stand where whole markup goes (the head's metadata, the page's
// body). None of them can occur in the rest of a built page.

export const shellMarks = {
  /** Replaced by the page's title, description, canonical, social cards and JSON-LD. */
  head: '<!--portfolio:head-->',
  /** Replaced by the page's content below the hero. */
  main: '<!--portfolio:main-->',
  title: 'PORTFOLIO_MARK_TITLE',
  eyebrow: 'PORTFOLIO_MARK_EYEBROW',
  lead: 'PORTFOLIO_MARK_LEAD',
} as const;

/** The address of the site the shells were built for, carried in the head mark's place. */
export const siteMark = (origin: string) => `<!--portfolio:site ${origin}-->`;
