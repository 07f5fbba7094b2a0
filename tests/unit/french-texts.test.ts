import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { frenchTypography } from '#src/i18n/french-typography.ts';
import { translated } from '#src/i18n/translated.ts';
import { catalogueFiles } from '#tests/fixtures/catalogues.ts';

// The French texts: a catalogue with a French text missing fails
// the build; French typography is applied to every French text, never typed.

test('a French text missing or empty fails, naming the text', () => {
  expect(() => translated('sample', { en: { a: 'One', b: { c: 'Two' } }, fr: { a: 'Un', b: { c: '' } } })).toThrow(
    'French text missing: sample.b.c',
  );
  // A key the typechecker would refuse, as a build without it would meet it.
  expect(() => translated('sample', { en: { a: 'One', list: ['x'] }, fr: { a: 'Un' } as never })).toThrow(
    'French text missing: sample.list',
  );
  expect(translated('sample', { en: { a: 'Hello!' }, fr: { a: 'Bonjour !' } }).fr.a).toBe('Bonjour\u202F!');
});

test('French typography: narrow no-break spaces before ; ! ? and inside « », a no-break space before the colon', () => {
  expect(frenchTypography('Vraiment ? Oui ! Bon ; fini.')).toBe('Vraiment\u202F? Oui\u202F! Bon\u202F; fini.');
  expect(frenchTypography('Résultat : « parfait »')).toBe('Résultat\u00A0: «\u202Fparfait\u202F»');
  // Addresses, times and URLs keep their colons.
  expect(frenchTypography('https://example.fr à 8:00, page?x=1')).toBe('https://example.fr à 8:00, page?x=1');
});

test('every catalogue of src/i18n/texts is in the list the English-left-over check reads', () => {
  const files = readdirSync(path.join(import.meta.dirname, '..', '..', 'src', 'i18n', 'texts')).sort();
  expect(Object.keys(catalogueFiles).sort()).toEqual(files);
});
