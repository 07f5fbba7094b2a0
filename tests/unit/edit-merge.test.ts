import { expect, test } from 'vitest';
import { mergeEdits, shownValue } from '#admin/lib/edit-merge.ts';

const base = { title: 'Lavéra', city: 'Martigues', duration: '6 months', tags: ['a'] };

test('a field only the other person changed takes their value, one only this person changed keeps theirs', () => {
  const mine = { ...base, city: 'Fos-sur-Mer' };
  const theirs = { ...base, duration: '8 months' };
  const { merged, changes } = mergeEdits(base, mine, theirs);
  expect(merged).toEqual({ ...base, city: 'Fos-sur-Mer', duration: '8 months' });
  expect(changes).toEqual([{ key: 'duration', base: '6 months', mine: '6 months', theirs: '8 months', resolution: 'theirs' }]);
});

test('a field both changed differently is a conflict that keeps what this person typed', () => {
  const mine = { ...base, title: 'Lavéra terminal', tags: ['a', 'b'] };
  const theirs = { ...base, title: 'Lavéra site', tags: ['a', 'b'] };
  const { merged, changes } = mergeEdits(base, mine, theirs);
  expect(merged.title).toBe('Lavéra terminal');
  // The same change made by both is no conflict.
  expect(changes.map((change) => [change.key, change.resolution])).toEqual([['title', 'conflict']]);
});

test('nothing changed by the other person: no change to show', () => {
  expect(mergeEdits(base, { ...base, city: 'Arles' }, base).changes).toEqual([]);
});

test('values are shown as people read them', () => {
  expect(shownValue(['one', '', 'two'], 'Yes', 'No')).toBe('one\ntwo');
  expect(shownValue([''], 'Yes', 'No')).toBe('—');
  expect(shownValue(true, 'Yes', 'No')).toBe('Yes');
  expect(shownValue('  ', 'Yes', 'No')).toBe('—');
});
