// The block structure of a formatted text (a Markdown subset): paragraphs,
// headings, bullet and numbered lists; every other line is paragraph text.
// Plain text as staff typed it before formatting existed reads the same: blank
// lines separate paragraphs, a single newline stays inside its paragraph.

/** Heading levels a text may have, as its `##`, `###` and `####` (a `#` counts as `##`). */
export type HeadingDepth = 1 | 2 | 3;

export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; depth: HeadingDepth; text: string }
  | { kind: 'list'; ordered: boolean; start: number; items: string[] };

/** A heading's opening run of hashes, then a space, a tab or the line's end. */
const HEADING_OPEN = /^ {0,3}(#{1,6})(?=[ \t]|$)/;
const BULLET = /^ {0,3}[-*+][ \t]+(\S.*)$/;
const NUMBERED = /^ {0,3}(\d{1,9})([.)])[ \t]+(\S.*)$/;

interface Item {
  ordered: boolean;
  /** A numbered item's delimiter (. or )): the other one starts another list. Bullets (- * +) all continue one. */
  marker: string;
  number: number;
  text: string;
}

function itemOf(line: string): Item | undefined {
  const bullet = BULLET.exec(line);
  if (bullet) return { ordered: false, marker: '-', number: 1, text: bullet[1]! };
  const numbered = NUMBERED.exec(line);
  if (numbered) return { ordered: true, marker: numbered[2]!, number: Number(numbered[1]), text: numbered[3]! };
  return undefined;
}

const isSpace = (char: string | undefined) => char === ' ' || char === '\t';

/** The text without the spaces and tabs at its ends, in one pass each way (a pattern would backtrack on a long run). */
function trimSpaces(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && isSpace(text[start])) start++;
  while (end > start && isSpace(text[end - 1])) end--;
  return text.slice(start, end);
}

/**
 * A heading line's depth and text, or undefined. Read by hand, not by one pattern: a text between the hashes and an
 * optional closing run of hashes made the pattern's work grow with the square of a run of spaces (seconds for one
 * 20,000-character line, on every render of a public page).
 */
function headingOf(line: string): { depth: HeadingDepth; text: string } | undefined {
  const open = HEADING_OPEN.exec(line);
  if (!open) return undefined;
  let text = trimSpaces(line.slice(open[0].length));
  // A closing run of hashes after a space or tab is not part of the text.
  let closing = text.length;
  while (closing > 0 && text[closing - 1] === '#') closing--;
  if (closing > 0 && closing < text.length && isSpace(text[closing - 1])) text = text.slice(0, closing);
  // The text itself without any white space at its ends, as before (String.prototype.trim is one pass, no pattern).
  text = text.trim();
  if (!text) return undefined;
  return { depth: Math.min(Math.max(open[1]!.length - 1, 1), 3) as HeadingDepth, text };
}

export function blocksOf(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: (Extract<Block, { kind: 'list' }> & { marker: string }) | undefined;
  /** A blank line was seen inside the list: only another item of it continues the list. */
  let listGap = false;

  const closeParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join('\n') });
    paragraph = [];
  };
  const closeList = () => {
    if (list) blocks.push({ kind: 'list', ordered: list.ordered, start: list.start, items: list.items });
    list = undefined;
    listGap = false;
  };

  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    if (line.trim() === '') {
      closeParagraph();
      if (list) listGap = true;
      continue;
    }
    const heading = headingOf(line);
    if (heading) {
      closeParagraph();
      closeList();
      blocks.push({ kind: 'heading', ...heading });
      continue;
    }
    const item = itemOf(line);
    if (item && item.ordered === list?.ordered && item.marker === list.marker) {
      list.items.push(item.text);
      listGap = false;
      continue;
    }
    // A numbered line interrupts a paragraph only from 1, so a sentence whose line
    // happens to begin with a year ("2019. The plant…") stays a sentence.
    if (item && (paragraph.length === 0 || !item.ordered || item.number === 1)) {
      closeParagraph();
      closeList();
      list = { kind: 'list', ordered: item.ordered, marker: item.marker, start: item.number, items: [item.text] };
      continue;
    }
    if (list && !listGap) {
      // A line right under an item, not an item itself, carries on that item.
      list.items.push(`${list.items.pop() ?? ''}\n${line.trim()}`);
      continue;
    }
    closeList();
    paragraph.push(line.replace(/^[ \t]+/, ''));
  }
  closeParagraph();
  closeList();
  return blocks;
}
