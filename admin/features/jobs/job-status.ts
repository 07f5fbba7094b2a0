import { hasClosedAt, isOpenAt, type JobDates } from '#src/lib/careers/job-status.ts';

// Where an offer stands for visitors, by the rule the careers pages follow
// (ADR 0070, Paris days): a draft is not published; a published one is
// scheduled before its posting day, open to its last day, closed after it.

export type JobStatus = 'open' | 'scheduled' | 'closed' | 'draft';

export function jobStatusAt(job: JobDates, now: number): JobStatus {
  if (!job.is_published) return 'draft';
  if (isOpenAt(job, now)) return 'open';
  return hasClosedAt(job, now) ? 'closed' : 'scheduled';
}
