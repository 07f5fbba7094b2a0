import { parisDay } from '#src/lib/calendar/company-days.ts';
import { expiresAt, isValidAt, nextValidityChange, type Validity } from '#src/lib/credentials/validity.ts';

// When a job offer shows: from the start of its date_posted day to the end of
// its valid_through day, as the company's calendar counts days
// (Europe/Paris), and only while published: the credentials' rule (ADR 0065),
// decided when the public reads, so an offer leaves the list, the sitemap and
// its page (then 410 Gone) by itself at its date (ADR 0070).

export interface JobDates {
  is_published: boolean;
  date_posted: string;
  valid_through: string;
}

const asValidity = (job: JobDates): Validity => ({
  is_published: job.is_published,
  valid_from: job.date_posted,
  valid_until: job.valid_through,
});

/** Whether visitors see an offer at `now`. */
export const isOpenAt = (job: JobDates, now: number): boolean => isValidAt(asValidity(job), now);

/** The next instant after `now` at which a published offer opens or closes, if any. */
export const nextJobChange = (jobs: readonly JobDates[], now: number): number | undefined => nextValidityChange(jobs.map(asValidity), now);

/** The instant an offer closes: the start of the Paris day after its valid_through (a JobPosting's validThrough). */
export const jobClosesAt = (job: Pick<JobDates, 'valid_through'>): number => expiresAt({ valid_until: job.valid_through });

/** Whether an offer was published and its last day is past at `now`: its page answers 410 Gone (ADR 0075). */
export const hasClosedAt = (job: JobDates, now: number): boolean => job.is_published && job.valid_through < parisDay(now);
