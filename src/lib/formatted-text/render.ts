import { frenchTypography } from '#src/i18n/french-typography.ts';
import { blocksOf, type Block } from '#src/lib/formatted-text/blocks.ts';
import { tokensOf, type Token } from '#src/lib/formatted-text/inline.ts';

// The one renderer of formatted text (ADR 0056), for the portfolio function,
// Astro pages, the islands and the admin's preview alike: a Markdown subset in,
// a tree of the few elements it allows out (p, h2–h6, ul, ol, li, strong, em,
// br, and a with an href from safeHref), whose text is only ever text. The tree
// is written as HTML (formattedHtml, every character escaped) or as React
// elements (formatted-text.tsx); both say the same, and neither passes any of
// the source through as markup.

export interface FormattedOptions {
  /** French typography (narrow no-break spaces) for a text in French. */
  french?: boolean | undefined;
  /** The element a "##" heading becomes: one below the heading of the section showing the text. */
  headingLevel?: 2 | 3 | 4 | 5 | undefined;
}

export type FormattedTag = 'p' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'ul' | 'ol' | 'li' | 'strong' | 'em' | 'a' | 'br';

export interface FormattedElement {
  tag: FormattedTag;
  /** An a's address, from the allowlist. */
  href?: string;
  /** A numbered list's first number, when not 1. */
  start?: number;
  children: FormattedNode[];
}

export type FormattedNode = string | FormattedElement;

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

/** The flat tokens as nested elements: emphasis and links open and close in order, so a stack suffices. */
function inlineNodes(tokens: Token[], typeset: (text: string) => string): FormattedNode[] {
  const root: FormattedElement = { tag: 'p', children: [] };
  const stack: FormattedElement[] = [root];
  const top = () => stack.at(-1)!;
  const open = (element: FormattedElement) => {
    top().children.push(element);
    stack.push(element);
  };
  for (const token of tokens) {
    if (token.kind === 'text') top().children.push(typeset(token.text));
    else if (token.kind === 'break') top().children.push({ tag: 'br', children: [] });
    else if (token.kind === 'open') open({ tag: token.tag, children: [] });
    else if (token.kind === 'link-open') open({ tag: 'a', href: token.href, children: [] });
    else if (stack.length > 1) stack.pop();
  }
  return root.children;
}

const inline = (text: string, options: FormattedOptions) => inlineNodes(tokensOf(text.trim()), typesetter(options.french ?? false));

function blockElement(block: Block, options: FormattedOptions): FormattedElement {
  if (block.kind === 'paragraph') return { tag: 'p', children: inline(block.text, options) };
  if (block.kind === 'heading') {
    const level = Math.min((options.headingLevel ?? 2) + block.depth - 1, 6);
    return { tag: `h${level}` as FormattedTag, children: inline(block.text, options) };
  }
  const items = block.items.map((item): FormattedElement => ({ tag: 'li', children: inline(item, options) }));
  if (!block.ordered) return { tag: 'ul', children: items };
  return block.start === 1 ? { tag: 'ol', children: items } : { tag: 'ol', start: block.start, children: items };
}

/** A long text as elements: its blocks, one after another. */
export function formattedNodes(text: string, options: FormattedOptions = {}): FormattedElement[] {
  return blocksOf(text).map((block) => blockElement(block, options));
}

/** A one-line text (a list item such as a key result): bold, italic and links, no blocks. */
export function inlineFormattedNodes(text: string, options: FormattedOptions = {}): FormattedNode[] {
  return inline(text, options);
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const escape = (text: string): string => text.replace(/[&<>"']/g, (char) => entities[char]!);

function html(node: FormattedNode): string {
  if (typeof node === 'string') return escape(node);
  if (node.tag === 'br') return '<br>';
  const attributes =
    (node.href === undefined ? '' : ` href="${escape(node.href)}"`) + (node.start === undefined ? '' : ` start="${node.start}"`);
  return `<${node.tag}${attributes}>${node.children.map(html).join('')}</${node.tag}>`;
}

/** A long text's HTML, for string templates and Astro's set:html. */
export function formattedHtml(text: string, options: FormattedOptions = {}): string {
  return formattedNodes(text, options).map(html).join('');
}

/** A one-line text's HTML. */
export function inlineFormattedHtml(text: string, options: FormattedOptions = {}): string {
  return inlineFormattedNodes(text, options).map(html).join('');
}

const plain = (node: FormattedNode): string =>
  typeof node === 'string'
    ? node
    : node.tag === 'br'
      ? '\n'
      : node.children.map(plain).join(node.tag === 'ul' || node.tag === 'ol' ? '\n' : '');

/** The words without the formatting, for meta descriptions, JSON-LD and cards: blocks apart by a blank line. */
export function formattedPlainText(text: string, options: Pick<FormattedOptions, 'french'> = {}): string {
  return formattedNodes(text, options).map(plain).join('\n\n');
}
