// The only link targets a formatted text may have: web addresses, email and
// telephone links, and paths on this site. Anything else (javascript:, data:,
// vbscript:, a scheme spelt in entities or with control characters, an address
// starting with // or /\ that a browser reads as another host) is not a link:
// the renderer shows the link's text as plain text. Nothing is decoded first,
// so what is checked is what the browser receives, escaped.

const ALLOWED = /^(?:https?:\/\/[^\s/?#\\]|mailto:\S|tel:\S|\/(?![/\\]))/i;
/** Whitespace and control characters (below U+0020, U+007F to U+009F): browsers drop some inside a scheme. */
const CONTROL = /[\p{Cc}\s]/u;

/** The address as the link's href, or undefined where it may not be one. */
export function safeHref(address: string): string | undefined {
  if (CONTROL.test(address)) return undefined;
  return ALLOWED.test(address) ? address : undefined;
}
