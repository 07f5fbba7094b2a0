import { frenchTypography } from '#src/i18n/french-typography.ts';
import type { Locale } from '#src/i18n/locales.ts';

// The interface texts of the public site, English and French side by side, one
// module per area under src/i18n/texts/. Resolved at build (pages ship no
// translation runtime); an island receives only its own language's texts as props.

type Text = string | readonly Text[] | ((...args: never[]) => string) | { readonly [key: string]: Text };
export type Texts = Readonly<Record<string, Text>>;

/** Every English key, in French too: the typechecker refuses a French catalogue with a key missing or extra. */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends readonly (infer E)[]
      ? readonly Translation<E>[]
      : { readonly [K in keyof T]: Translation<T[K]> };

/** Fails the build (this runs when a page imports the catalogue) when a French text is missing or empty. */
function assertComplete(area: string, en: Text, fr: unknown, path: string): void {
  const where = `${area}${path}`;
  if (typeof en === 'string') {
    if (typeof fr !== 'string' || fr.trim() === '') throw new Error(`French text missing: ${where}`);
  } else if (typeof en === 'function') {
    if (typeof fr !== 'function') throw new Error(`French text missing: ${where}`);
  } else if (Array.isArray(en)) {
    if (!Array.isArray(fr) || fr.length === 0) throw new Error(`French text missing: ${where}`);
    // Lists may differ in length (paragraphs); each French item is held to its English counterpart, or to the first.
    fr.forEach((item, index) => {
      const model = (en[index] ?? en[0]) as Text | undefined;
      if (model !== undefined) assertComplete(area, model, item, `${path}[${index}]`);
    });
  } else {
    if (typeof fr !== 'object' || fr === null) throw new Error(`French text missing: ${where}`);
    for (const [key, value] of Object.entries(en)) assertComplete(area, value, (fr as Record<string, unknown>)[key], `${path}.${key}`);
  }
}

function typeset(value: unknown): unknown {
  if (typeof value === 'string') return frenchTypography(value);
  if (typeof value === 'function')
    return (...args: unknown[]) => frenchTypography(String((value as (...a: unknown[]) => unknown)(...args)));
  if (Array.isArray(value)) return value.map(typeset);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, typeset(item)]));
  return value;
}

/** Content written in French (content collections, stored translations) with French typography applied. */
export function frenchTexts<T>(value: T): T {
  return typeset(value) as T;
}

/** An area's texts in both languages, checked complete, with French typography applied to the French. */
export function translated<T extends Texts>(area: string, texts: { en: T; fr: Translation<T> }): Record<Locale, T> {
  return { en: texts.en, fr: frenchOf(area, texts.en, texts.fr) };
}

/** An area's French kept in a module of its own (loaded only in French), checked complete against its English, typeset. */
export function frenchOf<T extends Texts>(area: string, en: T, fr: Translation<T>): T {
  assertComplete(area, en, fr, '');
  return typeset(fr) as T;
}
