import { expect, test } from 'vitest';
import { dispositionFileName } from '#admin/lib/download-name.ts';
import { attachmentDisposition } from '#functions/platform/responses.ts';

// The admin saves a download under the name the API gives it. A candidate
// names their CV: whatever the name, the admin reads back exactly what the
// API sent, so a ";" cannot cut "invoice.html;.pdf" down to "invoice.html"
// and a "%" cannot stop the download.

test('attack: a name the API sends is read back whole, whatever it holds', () => {
  for (const name of [
    'invoice.html;.pdf',
    'CV 100%.pdf',
    'CV%20encoded.pdf',
    'Curriculum “Été” 2026.pdf',
    'a"b\\c.pdf',
    "l'ingénieur; filename=evil.html.pdf",
  ]) {
    expect(dispositionFileName(attachmentDisposition(name))).toBe(name);
  }
});

test('a plain, a quoted and a broken header each give the name they carry, or none', () => {
  expect(dispositionFileName('attachment; filename="enquiries-2026-11-29.csv"')).toBe('enquiries-2026-11-29.csv');
  expect(dispositionFileName('attachment; filename=backup.zip')).toBe('backup.zip');
  expect(dispositionFileName('attachment; filename="a \\"quoted\\" name.csv"')).toBe('a "quoted" name.csv');
  // Percent-encoding that does not decode leaves the ASCII fallback.
  expect(dispositionFileName(`attachment; filename="CV 100_.pdf"; filename*=UTF-8''CV%20100%.pdf`)).toBe('CV 100_.pdf');
  expect(dispositionFileName('attachment')).toBeUndefined();
});
