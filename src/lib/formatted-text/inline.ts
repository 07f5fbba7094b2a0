import { safeHref } from '#src/lib/formatted-text/safe-href.ts';

// The words of a paragraph, heading or list item: bold (**, __), italic (*, _),
// links [text](address), hard line breaks (two spaces or a backslash at the end
// of a line) and backslash escapes, following CommonMark's rules for emphasis
// (flanking, the rule of three) so text typed without formatting in mind keeps
// its asterisks and underscores (snake_case, 5 * 3). It runs in linear time
// whatever the input: brackets are paired in one pass and openers are kept per
// kind, with CommonMark's lower bounds.

export type Token =
  | { kind: 'text'; text: string }
  | { kind: 'break' }
  | { kind: 'open' | 'close'; tag: 'strong' | 'em' }
  | { kind: 'link-open'; href: string }
  | { kind: 'link-close' };

interface Delimiter {
  kind: 'delimiter';
  char: '*' | '_';
  /** Characters not yet used by a match. */
  length: number;
  /** The run's length as typed, for the rule of three. */
  original: number;
  canOpen: boolean;
  canClose: boolean;
  /** Its place among the text's delimiters. */
  position: number;
  opens: Token[];
  closes: Token[];
}

type Item = Token | Delimiter;

const PUNCTUATION = /[\p{P}\p{S}]/u;
const WHITESPACE = /\s/u;
const ESCAPABLE = /[!-/:-@[-`{-~]/;
/** Longer than any address a person links to; it bounds the work a text full of "](" can cause. */
const MAX_ADDRESS = 2048;

/** Where each [ closes, skipping escaped brackets: one pass, so a text full of [ stays linear. */
function pairBrackets(text: string): Map<number, number> {
  const pairs = new Map<number, number>();
  const open: number[] = [];
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '\\') index++;
    else if (char === '[') open.push(index);
    else if (char === ']') {
      const start = open.pop();
      if (start !== undefined) pairs.set(start, index);
    }
  }
  return pairs;
}

/** The address of `(address)` starting at `from` (just after the parenthesis), and where the link ends. */
function destinationAt(text: string, from: number): { address: string; end: number } | undefined {
  let index = from;
  while (text[index] === ' ' || text[index] === '\t') index++;
  let address = '';
  let depth = 0;
  const limit = Math.min(text.length, index + MAX_ADDRESS);
  for (; index < limit; index++) {
    const char = text[index]!;
    if (char === '\\' && ESCAPABLE.test(text[index + 1] ?? '')) {
      address += text[++index] ?? '';
    } else if (char <= ' ') break;
    else if (char === '(') {
      depth++;
      address += char;
    } else if (char === ')') {
      if (depth === 0) break;
      depth--;
      address += char;
    } else address += char;
  }
  while (text[index] === ' ' || text[index] === '\t') index++;
  return text[index] === ')' ? { address, end: index + 1 } : undefined;
}

/** Without its trailing spaces and tabs; a regex anchored at the end would read the whole run each line. */
function trimEnd(text: string): string {
  let end = text.length;
  while (end > 0 && (text[end - 1] === ' ' || text[end - 1] === '\t')) end--;
  return end === text.length ? text : text.slice(0, end);
}

function delimiterRun(text: string, start: number, end: number, position: number): Delimiter {
  const char = text[start] as '*' | '_';
  const before = text[start - 1] ?? ' ';
  const after = text[end] ?? ' ';
  const spaceBefore = WHITESPACE.test(before);
  const spaceAfter = WHITESPACE.test(after);
  const punctBefore = PUNCTUATION.test(before);
  const punctAfter = PUNCTUATION.test(after);
  const left = !spaceAfter && (!punctAfter || spaceBefore || punctBefore);
  const right = !spaceBefore && (!punctBefore || spaceAfter || punctAfter);
  const length = end - start;
  return {
    kind: 'delimiter',
    char,
    length,
    original: length,
    canOpen: char === '*' ? left : left && (!right || punctBefore),
    canClose: char === '*' ? right : right && (!left || punctAfter),
    position,
    opens: [],
    closes: [],
  };
}

function scan(text: string, links: boolean): Item[] {
  const items: Item[] = [];
  const brackets = links ? pairBrackets(text) : new Map<number, number>();
  let plain = '';
  const flush = () => {
    if (plain) items.push({ kind: 'text', text: plain });
    plain = '';
  };
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (char === '\\') {
      const next = text[index + 1];
      if (next === '\n') {
        plain = trimEnd(plain);
        flush();
        items.push({ kind: 'break' });
        index++;
      } else if (next !== undefined && ESCAPABLE.test(next)) {
        plain += next;
        index++;
      } else plain += char;
    } else if (char === '\n') {
      const hard = plain.endsWith('  ');
      plain = trimEnd(plain);
      if (hard) {
        flush();
        items.push({ kind: 'break' });
      } else plain += '\n';
      while (text[index + 1] === ' ' || text[index + 1] === '\t') index++;
    } else if (char === '*' || char === '_') {
      let end = index;
      while (text[end] === char) end++;
      flush();
      items.push(delimiterRun(text, index, end, items.length));
      index = end - 1;
    } else if (char === '[' && brackets.has(index) && text[brackets.get(index)! + 1] === '(') {
      const close = brackets.get(index)!;
      const destination = destinationAt(text, close + 2);
      if (!destination) {
        plain += char;
        continue;
      }
      flush();
      const label = tokensOf(text.slice(index + 1, close), false);
      const href = safeHref(destination.address);
      if (href === undefined) items.push(...label);
      else items.push({ kind: 'link-open', href }, ...label, { kind: 'link-close' });
      index = destination.end - 1;
    } else plain += char;
  }
  flush();
  return items;
}

/** CommonMark's "process emphasis", with a stack of openers per character. */
function matchEmphasis(items: Item[]): void {
  const openers: Record<'*' | '_', Delimiter[]> = { '*': [], _: [] };
  /** Below these heights no opener can match a closer of that kind: searched once, never again. */
  const bottoms = new Map<string, number>();
  for (const item of items) {
    if (item.kind !== 'delimiter') continue;
    const stack = openers[item.char];
    if (item.canClose) {
      const key = `${item.char}${item.canOpen}${item.original % 3}`;
      while (item.length > 0) {
        const bottom = Math.min(bottoms.get(key) ?? 0, stack.length);
        let found = -1;
        for (let index = stack.length - 1; index >= bottom; index--) {
          const opener = stack[index]!;
          const oddMatch =
            (opener.canClose || item.canOpen) &&
            (opener.original + item.original) % 3 === 0 &&
            !(opener.original % 3 === 0 && item.original % 3 === 0);
          if (!oddMatch) {
            found = index;
            break;
          }
        }
        if (found < 0) {
          bottoms.set(key, stack.length);
          break;
        }
        const opener = stack[found]!;
        const used = opener.length >= 2 && item.length >= 2 ? 2 : 1;
        const tag = used === 2 ? 'strong' : 'em';
        opener.length -= used;
        item.length -= used;
        opener.opens.unshift({ kind: 'open', tag });
        item.closes.push({ kind: 'close', tag });
        // Openers between the pair can no longer match: emphasis nests, it never overlaps.
        stack.length = opener.length > 0 ? found + 1 : found;
        const other = openers[item.char === '*' ? '_' : '*'];
        while ((other.at(-1)?.position ?? -1) > opener.position) other.pop();
      }
    }
    if (item.canOpen && item.length > 0) stack.push(item);
  }
}

/** The tokens of an inline text, links included unless inside a link's own text. */
export function tokensOf(text: string, links = true): Token[] {
  const items = scan(text, links);
  matchEmphasis(items);
  const tokens: Token[] = [];
  for (const item of items) {
    if (item.kind !== 'delimiter') {
      tokens.push(item);
      continue;
    }
    tokens.push(...item.closes);
    if (item.length > 0) tokens.push({ kind: 'text', text: item.char.repeat(item.length) });
    tokens.push(...item.opens);
  }
  return tokens;
}
