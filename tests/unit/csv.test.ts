import { expect, test } from 'vitest';
import { csvCell, csvDocument } from '#src/lib/csv.ts';

// The one CSV writer of the admin's exports (enquiries and the audit log).

test('every cell that a spreadsheet would run is kept as text by a leading apostrophe', () => {
  expect(csvCell('=1+1')).toBe(`"'=1+1"`);
  expect(csvCell('+33 4 42')).toBe(`"'+33 4 42"`);
  expect(csvCell('-2+3')).toBe(`"'-2+3"`);
  expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
  expect(csvCell('\t=1')).toBe(`"'\t=1"`);
  expect(csvCell('\r=1')).toBe(`"'\r=1"`);
  expect(csvCell('a=b')).toBe('"a=b"');
});

test('cells are quoted per RFC 4180: commas, quotes and line breaks stay inside their cell', () => {
  expect(csvCell('plain, "quoted"')).toBe('"plain, ""quoted"""');
  expect(csvCell('line one\r\nline two')).toBe('"line one\r\nline two"');
  expect(csvCell('')).toBe('""');
});

test('a document starts with the byte order mark and ends every line with CRLF', () => {
  expect(
    csvDocument(
      ['name', 'note'],
      [
        ['Élodie', '=cmd'],
        ['Marc', ''],
      ],
    ),
  ).toBe(`\uFEFFname,note\r\n"Élodie","'=cmd"\r\n"Marc",""\r\n`);
  expect(csvDocument(['name'], [])).toBe('\uFEFFname\r\n');
});
