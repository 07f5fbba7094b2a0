// What each button of the formatted-text editor does to the text (ADR 0056):
// pure functions of the text and its selection, returning the part to replace
// and what to select after, so the textarea can apply them as typing (its own
// undo keeps working) and tests can check them without a browser.

export interface Selection {
  value: string;
  start: number;
  end: number;
}

export interface Edit {
  /** Replace value[from, to) with text… */
  from: number;
  to: number;
  text: string;
  /** …then select [selectStart, selectEnd) of the new value. */
  selectStart: number;
  selectEnd: number;
}

export type Command = 'bold' | 'italic' | 'heading' | 'bullets' | 'numbers' | 'link';

/** Placeholders typed where nothing was selected, in the admin's language. */
export interface Placeholders {
  bold: string;
  italic: string;
  heading: string;
  item: string;
  linkText: string;
}

const LINK_ADDRESS = 'https://';

/** Bold or italic around the selection; the same again takes it off. */
function wrap({ value, start, end }: Selection, marker: string, placeholder: string): Edit {
  const size = marker.length;
  const around = value.slice(start - size, start) === marker && value.slice(end, end + size) === marker;
  // Italic's marker is inside bold's: "**x**" is not italic to take off.
  const partOfLonger = size === 1 && value.slice(start - 2, start) === '**' && value.slice(end, end + 2) === '**';
  if (around && !(partOfLonger && value.slice(start - 3, start) !== '***')) {
    const inner = value.slice(start, end);
    return { from: start - size, to: end + size, text: inner, selectStart: start - size, selectEnd: end - size };
  }
  const inner = start === end ? placeholder : value.slice(start, end);
  return { from: start, to: end, text: `${marker}${inner}${marker}`, selectStart: start + size, selectEnd: start + size + inner.length };
}

/** The whole lines the selection touches. */
function linesOf({ value, start, end }: Selection): { from: number; to: number; lines: string[] } {
  const from = value.lastIndexOf('\n', start - 1) + 1;
  const next = value.indexOf('\n', end > start && value[end - 1] === '\n' ? end - 1 : end);
  const to = next === -1 ? value.length : next;
  return { from, to, lines: value.slice(from, to).split('\n') };
}

const PREFIX = { heading: /^#{1,6}[ \t]+/, bullets: /^[-*+][ \t]+/, numbers: /^\d{1,9}[.)][ \t]+/ } as const;

/** A heading or list marker on each line touched; on every one already: taken off. */
function prefixLines(selection: Selection, kind: keyof typeof PREFIX, placeholder: string): Edit {
  const { from, to, lines } = linesOf(selection);
  const pattern = PREFIX[kind];
  const filled = lines.filter((line) => line.trim() !== '');
  const allMarked = filled.length > 0 && filled.every((line) => pattern.test(line));
  let number = 0;
  const changed = lines.map((line) => {
    if (allMarked) return line.replace(pattern, '');
    if (line.trim() === '' && lines.length > 1) return line;
    const bare = line.replace(PREFIX.heading, '').replace(PREFIX.bullets, '').replace(PREFIX.numbers, '');
    const marker = kind === 'heading' ? '## ' : kind === 'bullets' ? '- ' : `${String(++number)}. `;
    return `${marker}${bare || placeholder}`;
  });
  const text = changed.join('\n');
  if (lines.length > 1) return { from, to, text, selectStart: from, selectEnd: from + text.length };
  // One empty line gets the placeholder, selected to type over; a line of text keeps the caret at its end.
  if (!allMarked && lines[0]!.trim() === '')
    return { from, to, text, selectStart: from + text.length - placeholder.length, selectEnd: from + text.length };
  return { from, to, text, selectStart: from + text.length, selectEnd: from + text.length };
}

/** [selection](https://) with the address selected to type over; [link text](https://) with the text selected. */
function link({ value, start, end }: Selection, placeholder: string): Edit {
  const label = value.slice(start, end);
  if (label) {
    const text = `[${label}](${LINK_ADDRESS})`;
    const address = start + label.length + 3;
    return { from: start, to: end, text, selectStart: address, selectEnd: address + LINK_ADDRESS.length };
  }
  return {
    from: start,
    to: end,
    text: `[${placeholder}](${LINK_ADDRESS})`,
    selectStart: start + 1,
    selectEnd: start + 1 + placeholder.length,
  };
}

export function editFor(command: Command, selection: Selection, placeholders: Placeholders): Edit {
  switch (command) {
    case 'bold':
      return wrap(selection, '**', placeholders.bold);
    case 'italic':
      return wrap(selection, '*', placeholders.italic);
    case 'heading':
      return prefixLines(selection, 'heading', placeholders.heading);
    case 'bullets':
      return prefixLines(selection, 'bullets', placeholders.item);
    case 'numbers':
      return prefixLines(selection, 'numbers', placeholders.item);
    case 'link':
      return link(selection, placeholders.linkText);
  }
}

/** The value after an edit: what the textarea holds once it is applied. */
export const applied = (value: string, edit: Edit): string => value.slice(0, edit.from) + edit.text + value.slice(edit.to);
