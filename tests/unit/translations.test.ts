import { expect, test } from 'vitest';
import { untranslatedFields } from '#src/lib/translations.ts';
import { fieldOf } from '#admin/lib/validate.ts';

// Which texts of a project still lack French, and how a nested
// issue finds its form field.

test('a field lacks French when it has English text and no French text; an empty English field needs none', () => {
  expect(untranslatedFields({ title: 'Tank farm SCADA', description: '', key_results: ['', '  '] })).toEqual(['title']);
  expect(untranslatedFields({ title: 'Tank farm SCADA', fr: { title: 'SCADA du parc de stockage' } })).toEqual([]);
  expect(untranslatedFields({ title: 'T', key_results: ['Alarm rate halved'], fr: { title: 'T', key_results: [' '] } })).toEqual([
    'key_results',
  ]);
  expect(untranslatedFields({ location_city: 'Lavéra', fr: { location_city: '   ' } })).toEqual(['location_city']);
});

test('an issue belongs to the field its path names, up to a list index', () => {
  expect(fieldOf(['title'])).toBe('title');
  expect(fieldOf(['fr', 'title'])).toBe('fr.title');
  expect(fieldOf(['fr', 'key_results', 2])).toBe('fr.key_results');
  expect(fieldOf(['scope_objectives', '1'])).toBe('scope_objectives');
  expect(fieldOf([])).toBe('form');
});
