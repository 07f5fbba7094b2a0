import { message } from '#src/schemas/messages.ts';
import { documentMegabytes, MAX_DOCUMENT_BYTES } from '#src/schemas/document.ts';
import { HttpError } from '#functions/platform/http.ts';

// What a document's bytes must be before the site serves them to visitors: a
// PDF (its %PDF- header at the start, its %%EOF trailer at the end), and one
// that runs nothing in a reader: no JavaScript, no action taken on opening or
// on a page or field event, no program launched, no attached file or rich
// media. The file's name and declared type are never taken at their word.
//
// The names are searched in the raw bytes, with the PDF's #xx name escapes
// decoded first (/J#61vaScript is /JavaScript to a reader). A name inside a
// compressed object stream is not seen this way; such files are refused only
// when the name is written in the clear, which is how every authoring tool
// writes the catalogue's actions (ADR 0069 says what this leaves open).

const HEADER = '%PDF-';
const TRAILER = '%%EOF';
/** The trailer may be followed by line ends and padding. */
const TRAILER_WINDOW = 1024;

/** PDF names that make a document act: scripts, actions, launches, attached files. */
const ACTIVE_NAMES = ['/JavaScript', '/JS', '/OpenAction', '/AA', '/Launch', '/EmbeddedFile', '/EmbeddedFiles', '/RichMedia'];

const latin1 = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);

/** Decodes #xx escapes inside PDF names, so an escaped name is found as a reader reads it. */
const unescapeNames = (text: string) =>
  // A name ends at a delimiter or at PDF's white space, which counts NUL as one (JavaScript's \s does not).
  text.replace(/\/[^\s\0/<>[\]()%{}]*/g, (name) =>
    name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );

/**
 * An /OpenAction whose value is written in place as an array is a destination (the page and the view a reader opens
 * at), not an action: LibreOffice writes one into every PDF it exports. A dictionary or a reference may be an action.
 */
const OPENS_AT_A_PAGE = /^[\s\0]*\[/;

/** The active names a PDF's text holds, each once, in the order of ACTIVE_NAMES. */
function activeNamesIn(text: string): string[] {
  const found = new Set<string>();
  const unescaped = unescapeNames(text);
  // A name ends at a delimiter or white space: /JSON or /AAB are other names.
  for (const match of unescaped.matchAll(/\/[A-Za-z]+(?=[\s\0/<>[\]()%{}]|$)/g)) {
    if (!ACTIVE_NAMES.includes(match[0])) continue;
    const after = unescaped.slice(match.index + match[0].length, match.index + match[0].length + 64);
    if (match[0] === '/OpenAction' && OPENS_AT_A_PAGE.test(after)) continue;
    found.add(match[0]);
  }
  return ACTIVE_NAMES.filter((name) => found.has(name));
}

/** Refuses (400 or 413) bytes that are not a PDF the site may serve; returns nothing when they are. */
export function assertSafePdf(bytes: Uint8Array): void {
  if (bytes.byteLength > MAX_DOCUMENT_BYTES) {
    throw new HttpError(413, message('document_too_large', { megabytes: documentMegabytes(MAX_DOCUMENT_BYTES) }));
  }
  // The header at the very first byte (readers tolerate junk before it; a file that needs that tolerance is not one we serve).
  const head = latin1(bytes.subarray(0, HEADER.length));
  const tail = latin1(bytes.subarray(Math.max(0, bytes.byteLength - TRAILER_WINDOW)));
  if (head !== HEADER || !tail.includes(TRAILER)) throw new HttpError(400, message('document_not_pdf'));
  const found = activeNamesIn(latin1(bytes));
  if (found.length > 0) throw new HttpError(400, message('document_active_content', { found: found.join(', ') }));
}
