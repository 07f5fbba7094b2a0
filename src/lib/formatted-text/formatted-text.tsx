import { createElement, type ElementType, type ReactNode } from 'react';
import { formattedNodes, inlineFormattedNodes, type FormattedNode, type FormattedOptions } from '#src/lib/formatted-text/render.ts';

// A formatted text in a React tree (the project page, the list's modal, the
// admin's preview): the renderer's elements as React elements, so React escapes
// every text and no HTML string reaches the DOM. The admin runs under Trusted
// Types with no policy (ADR 0014), where an HTML string would be refused.

function reactNode(node: FormattedNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  const props = {
    key,
    ...(node.href === undefined ? {} : { href: node.href }),
    ...(node.start === undefined ? {} : { start: node.start }),
  };
  return createElement(node.tag, props, ...node.children.map(reactNode));
}

/** A formatted text's blocks with no element around them, for a container of the page's own (a legal page's section). */
export function formattedBlocks(text: string, options: FormattedOptions = {}): ReactNode[] {
  return formattedNodes(text, options).map(reactNode);
}

interface Props extends FormattedOptions {
  text: string;
  /** One line (a key result): bold, italic and links only, inside the element given. */
  inline?: boolean;
  as?: ElementType;
  className?: string | undefined;
  lang?: string | undefined;
}

export function FormattedText({ text, inline = false, as: Element = 'div', className, lang, ...options }: Props) {
  const nodes = inline ? inlineFormattedNodes(text, options) : formattedNodes(text, options);
  const classes = inline ? className : ['formatted-text', className].filter(Boolean).join(' ');
  return (
    <Element className={classes} lang={lang}>
      {nodes.map(reactNode)}
    </Element>
  );
}
