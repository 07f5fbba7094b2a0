import { frenchTypography } from '#src/i18n/french-typography.ts';
import { blocksOf, type Block } from '#src/lib/formatted-text/blocks.ts';
import { tokensOf, type Token } from '#src/lib/formatted-text/inline.ts';

// The one renderer of formatted text (ADR 0056), for the portfolio function,
// Astro pages, the islands and the admin's preview alike: a Markdown subset in,
// HTML out. Every character of the source reaches the HTML as escaped text; the
// only tags are those written here (p, h2–h6, ul, ol, li, strong, em, br, and a
// with an href from safeHref), which is what makes its output safe for
// set:html and dangerouslySetInnerHTML.

export interface FormattedOptions {
  /** French typography (narrow no-break spaces) for a text in French. */
  french?: boolean | undefined;
  /** The element a "##" heading becomes: one below the heading of the section showing the text. */
  headingLevel?: 2 | 3 | 4 | 5 | undefined;
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const escape = (text: string): string => text.replace(/[&<>"']/g, (char) => entities[char]!);

/**
 * French typography run by run: each run is typeset with the character before
 * it, so "**Attention** !" gets its narrow space though the mark and the word
 * are in different elements, and a link's address is never touched.
 */
function typesetter(french: boolean): (text: string) => string {
  let last = ' ';
  return (text) => {
    if (!text) return text;
    const typeset = french ? frenchTypography(last + text).slice(1) : text;
    last = text.at(-1)!;
    return typeset;
  };
}

function inlineMarkup(tokens: Token[], typeset: (text: string) => string): string {
  let html = '';
  for (const token of tokens) {
    if (token.kind === 'text') html += escape(typeset(token.text));
    else if (token.kind === 'break') html += '<br>';
    else if (token.kind === 'open') html += `<${token.tag}>`;
    else if (token.kind === 'close') html += `</${token.tag}>`;
    else if (token.kind === 'link-open') html += `<a href="${escape(token.href)}">`;
    else html += '</a>';
  }
  return html;
}

function blockMarkup(block: Block, options: FormattedOptions): string {
  const inline = (text: string) => inlineMarkup(tokensOf(text.trim()), typesetter(options.french ?? false));
  if (block.kind === 'paragraph') return `<p>${inline(block.text)}</p>`;
  if (block.kind === 'heading') {
    const tag = `h${Math.min((options.headingLevel ?? 2) + block.depth - 1, 6)}`;
    return `<${tag}>${inline(block.text)}</${tag}>`;
  }
  const items = block.items.map((item) => `<li>${inline(item)}</li>`).join('');
  if (!block.ordered) return `<ul>${items}</ul>`;
  return block.start === 1 ? `<ol>${items}</ol>` : `<ol start="${block.start}">${items}</ol>`;
}

/** A long text's HTML: its blocks, one after another. */
export function formattedHtml(text: string, options: FormattedOptions = {}): string {
  return blocksOf(text)
    .map((block) => blockMarkup(block, options))
    .join('');
}

/** A one-line text's HTML (a list item such as a key result): bold, italic and links, no blocks. */
export function inlineFormattedHtml(text: string, options: FormattedOptions = {}): string {
  return inlineMarkup(tokensOf(text.trim()), typesetter(options.french ?? false));
}

function plainInline(text: string, french: boolean): string {
  const typeset = typesetter(french);
  return tokensOf(text.trim())
    .map((token) => (token.kind === 'text' ? typeset(token.text) : token.kind === 'break' ? '\n' : ''))
    .join('');
}

/** The words without the formatting, for meta descriptions, JSON-LD and cards: blocks apart by a blank line. */
export function formattedPlainText(text: string, options: Pick<FormattedOptions, 'french'> = {}): string {
  const french = options.french ?? false;
  return blocksOf(text)
    .map((block) =>
      block.kind === 'list' ? block.items.map((item) => plainInline(item, french)).join('\n') : plainInline(block.text, french),
    )
    .join('\n\n');
}
