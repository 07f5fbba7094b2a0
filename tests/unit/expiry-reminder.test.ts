import { expect, test } from 'vitest';
import { reminderStage } from '#src/lib/credentials/expiry-reminder.ts';

// Which reminder a credential is due by its last valid day, counted in Paris
// days: the day turns at midnight in Paris, not in UTC.

const at = (iso: string) => Date.parse(iso);

test('the stage changes at midnight in Paris, summer time included', () => {
  const item = { valid_until: '2027-04-08' };
  // 23:30 in Paris on 31 March: 8 days left.
  expect(reminderStage(item, at('2027-03-31T21:30:00Z'))).toBe('days_60');
  // 00:30 in Paris on 1 April (still 31 March in UTC): 7 days left.
  expect(reminderStage(item, at('2027-03-31T22:30:00Z'))).toBe('days_7');
  // Its last valid day, late evening in Paris.
  expect(reminderStage(item, at('2027-04-08T21:30:00Z'))).toBe('days_7');
  // The next day in Paris, while UTC is still on the 8th.
  expect(reminderStage(item, at('2027-04-08T22:30:00Z'))).toBe('expired');
});

test('nothing more than 60 days ahead, nor more than 30 days after the end', () => {
  const item = { valid_until: '2027-06-30' };
  expect(reminderStage(item, at('2027-04-30T10:00:00Z'))).toBeUndefined(); // 61 days
  expect(reminderStage(item, at('2027-05-01T10:00:00Z'))).toBe('days_60'); // 60 days
  expect(reminderStage(item, at('2027-07-30T10:00:00Z'))).toBe('expired'); // 30 days after
  expect(reminderStage(item, at('2027-07-31T10:00:00Z'))).toBeUndefined();
});
