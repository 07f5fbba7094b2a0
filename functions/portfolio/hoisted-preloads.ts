// React writes a preload for the page's priority photo (its `fetchpriority="high"`
// <img>) at the start of the markup it renders, which the project page puts in
// its body after the built hero, 30 KB into the document. Moved into the head,
// the request starts with the document's first bytes instead of when the parser
// reaches the body, so the photo can be in the first paint (ADR 0088).

const LEADING_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*>)+/;

/** The preloads React put before a body's markup, and the markup without them. */
export function hoistedPreloads(markup: string): { preloads: string; body: string } {
  const preloads = LEADING_PRELOADS.exec(markup)?.[0] ?? '';
  return { preloads, body: markup.slice(preloads.length) };
}
