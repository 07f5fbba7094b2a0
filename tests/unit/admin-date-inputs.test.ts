import { afterEach, beforeEach, expect, test } from 'vitest';
import { instantOfInput, toLocalInput } from '#admin/lib/format.ts';

// A date box shows minutes in the browser's zone; saving a form must not move
// a stored instant the box only shows (its seconds, or the hour that happens
// twice when Paris leaves summer time).

let zone: string | undefined;
beforeEach(() => {
  zone = process.env.TZ;
  process.env.TZ = 'Europe/Paris';
});
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

test('a date box left as it shows keeps the stored instant, its seconds and the repeated October hour included', () => {
  for (const stored of ['2026-10-25T01:30:00.000Z', '2026-10-25T00:30:00.000Z', '2026-12-01T08:00:30.000Z']) {
    expect(instantOfInput(toLocalInput(stored), stored)).toBe(stored);
  }
});

test('a date box changed or emptied gives what it holds', () => {
  expect(instantOfInput('2026-12-01T10:00', '2026-12-01T08:00:30.000Z')).toBe('2026-12-01T09:00:00.000Z');
  expect(instantOfInput('2026-12-01T10:00', null)).toBe('2026-12-01T09:00:00.000Z');
  expect(instantOfInput('', '2026-12-01T08:00:30.000Z')).toBeNull();
});
