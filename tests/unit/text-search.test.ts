import { expect, test } from 'vitest';
import { searchKey, searchMatcher } from '#src/lib/text/search.ts';

// The admin's one search normaliser: accents, case and ligatures aside, every word of the query.

test('a search key has no accents, no capitals and no ligatures', () => {
  expect(searchKey('Lavéra')).toBe('lavera');
  expect(searchKey('ÉNERGIE Île-de-France')).toBe('energie ile-de-france');
  expect(searchKey('Cœur de Bœuf, Æsir, Straße')).toBe('coeur de boeuf, aesir, strasse');
  // Already decomposed input (as macOS file names and some keyboards send it) reads the same.
  expect(searchKey('Lave\u0301ra')).toBe('lavera');
});

test('a query finds its words anywhere, in any order, with or without accents', () => {
  const lavera = searchMatcher('lavera');
  expect(lavera('Pétrochimie de Lavéra')).toBe(true);
  expect(searchMatcher('LAVÉRA')('raffinerie de lavera')).toBe(true);
  expect(searchMatcher('  dcs   lavera ')('Lavéra: DCS migration')).toBe(true);
  expect(searchMatcher('dcs fos')('Lavéra: DCS migration')).toBe(false);
  expect(lavera('Martigues')).toBe(false);
  expect(searchMatcher('   ')('anything')).toBe(true);
  expect(searchMatcher('coeur')('Le Cœur du réseau')).toBe(true);
});
