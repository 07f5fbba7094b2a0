import { expect, test } from 'vitest';
import { jobStatusAt } from '#admin/features/jobs/job-status.ts';

// The Jobs list's status follows the careers pages' days (Europe/Paris, UTC+1
// in March before the clocks change): scheduled until the posting day starts
// in Paris, open through the last day, closed from the next; a draft whatever
// the day.

const job = { is_published: true, date_posted: '2026-03-10', valid_through: '2026-03-20' };

test('an offer is scheduled, open, then closed at the Paris midnights of its dates', () => {
  expect(jobStatusAt(job, Date.parse('2026-03-09T22:59:59Z'))).toBe('scheduled');
  expect(jobStatusAt(job, Date.parse('2026-03-09T23:00:00Z'))).toBe('open');
  expect(jobStatusAt(job, Date.parse('2026-03-20T22:59:59Z'))).toBe('open');
  expect(jobStatusAt(job, Date.parse('2026-03-20T23:00:00Z'))).toBe('closed');
});

test('an unpublished offer is a draft before, during and after its dates', () => {
  for (const time of ['2026-03-01T12:00:00Z', '2026-03-15T12:00:00Z', '2026-04-01T12:00:00Z'])
    expect(jobStatusAt({ ...job, is_published: false }, Date.parse(time))).toBe('draft');
});
