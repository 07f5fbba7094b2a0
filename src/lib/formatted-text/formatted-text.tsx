import type { ElementType } from 'react';
import { formattedHtml, inlineFormattedHtml, type FormattedOptions } from '#src/lib/formatted-text/render.ts';

// A formatted text in a React tree (the project page, the list's modal, the
// admin's preview). The one place its HTML is set unescaped: the renderer's
// output holds only tags it writes itself and escaped text (ADR 0056).

interface Props extends FormattedOptions {
  text: string;
  /** One line (a key result): bold, italic and links only, inside the element given. */
  inline?: boolean;
  as?: ElementType;
  className?: string | undefined;
  lang?: string | undefined;
  id?: string | undefined;
}

export function FormattedText({ text, inline = false, as: Element = 'div', className, lang, id, ...options }: Props) {
  const html = inline ? inlineFormattedHtml(text, options) : formattedHtml(text, options);
  const classes = inline ? className : ['formatted-text', className].filter(Boolean).join(' ');
  return <Element id={id} className={classes} lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}
