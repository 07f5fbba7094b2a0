// French typography for texts shown to readers: a narrow no-break space before
// ; ! ? and inside « », a no-break space before the colon (the Imprimerie
// nationale's rules), so a line never starts with a lone punctuation mark.
// Applied once at build to every French text (src/i18n/translated.ts and the
// French content), never typed by hand.

const NARROW = '\u202F';
const NO_BREAK = '\u00A0';

export function frenchTypography(text: string): string {
  return (
    text
      // An ordinary space (or none, after a word) before ; ! ? becomes a narrow no-break space.
      .replace(/(\S)[ \u00A0]?([;!?])(?=\s|$|[»)])/g, (_, before: string, mark: string) => `${before}${NARROW}${mark}`)
      // Before a colon: a no-break space. Not in addresses or times (https://, 8:00).
      .replace(/(\S) :(?=\s|$)/g, `$1${NO_BREAK}:`)
      .replace(/«\s*/g, `«${NARROW}`)
      // From the run's first space only: tried at each space of a long run, the pattern's work grew with its square.
      .replace(/(?<!\s)\s*»/g, `${NARROW}»`)
  );
}

/** French as typed: the typography's narrow and ordinary no-break spaces back to spaces (stored texts are kept so, ADR 0058). */
export const withoutFrenchTypography = <T>(value: T): T => {
  if (typeof value === 'string') return value.replace(/[\u202F\u00A0]/g, ' ') as T;
  if (Array.isArray(value)) return value.map(withoutFrenchTypography) as T;
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutFrenchTypography(item)])) as T;
  return value;
};
