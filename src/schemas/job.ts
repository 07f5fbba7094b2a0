import * as z from '#src/schemas/zod-mini.ts';
import { zodMessage } from '#src/schemas/coded-issues.ts';
import { calendarDay } from '#src/schemas/calendar-day.ts';
import { flag, id, optionalSlug, optionalText, requiredText, slug, timestamps } from '#src/schemas/common.ts';

// Job offers, shown at /careers and /careers/<slug> (and under /fr) from their
// date_posted day to their valid_through day included, in Europe/Paris, when
// published: the credentials' rule (ADR 0065), so an offer past its date
// leaves every public place by itself (ADR 0070). Description and requirements
// are formatted text (the Markdown subset of ADR 0056).

const contractTypes = ['CDI', 'CDD', 'alternance', 'stage'] as const;

/** The longest formatted text an offer's description or requirements hold. */
const JOB_TEXT_MAX = 10_000;
/** A yearly salary in euros: a whole number below ten million. */
const SALARY_MAX = 9_999_999;

/** Euros per year, or none (null). */
const salary = (field: 'salary_min' | 'salary_max') =>
  z._default(
    z.nullable(
      z
        .number({ error: zodMessage('not_number', { field }) })
        .check(
          z.int(zodMessage('not_whole_number', { field })),
          z.minimum(0, zodMessage('not_negative', { field })),
          z.maximum(SALARY_MAX, zodMessage('too_large', { field })),
        ),
    ),
    null,
  );

/** An offer's French texts: every field optional; the French pages show the English one (marked lang="en") where empty. */
const jobFrenchSchema = z.object({
  title: optionalText('french_title', 160),
  location: optionalText('french_location', 160),
  description: optionalText('french_description', JOB_TEXT_MAX, 'multi'),
  requirements: optionalText('french_requirements', JOB_TEXT_MAX, 'multi'),
});

const jobFields = {
  title: requiredText('title', 160),
  /** The offer's address, /careers/<slug> (and /fr/careers/<slug>); empty: derived from the title. */
  slug: optionalSlug,
  location: requiredText('location', 160),
  contract_type: z.enum(contractTypes, {
    error: zodMessage('one_of', { field: 'contract_type', values: contractTypes.join(', ') }),
  }),
  description: requiredText('description', JOB_TEXT_MAX, 'multi'),
  requirements: optionalText('requirements', JOB_TEXT_MAX, 'multi'),
  salary_min: salary('salary_min'),
  salary_max: salary('salary_max'),
  date_posted: calendarDay('date_posted'),
  valid_through: calendarDay('valid_through'),
  is_published: flag('published', true),
  fr: z.prefault(jobFrenchSchema, {}),
};

/** A range whose both ends are given must not run backwards. */
const salaryInOrder = (job: { salary_min: number | null; salary_max: number | null }) =>
  job.salary_min === null || job.salary_max === null || job.salary_min <= job.salary_max;

/** A job as staff write it; the shape without the cross-field check, for PUT bodies' partial fields. */
export const jobInputShape = z.object(jobFields);

/**
 * The last day an offer is open is not before the day it is posted: such an offer would never be on the site. Checked
 * on a save only, not on what is stored: an offer saved before the rule still reads.
 */
const daysInOrder = (job: { date_posted: string; valid_through: string }) => job.valid_through >= job.date_posted;

export const jobInputSchema = jobInputShape.check(
  z.refine(salaryInOrder, { error: zodMessage('salary_range'), path: ['salary_max'] }),
  z.refine(daysInOrder, { error: zodMessage('days_in_order', { field: 'valid_through', after: 'date_posted' }), path: ['valid_through'] }),
);

export const jobSchema = z
  .object({ ...jobFields, id, slug, ...timestamps })
  .check(z.refine(salaryInOrder, { error: zodMessage('salary_range'), path: ['salary_max'] }));

export type JobInput = z.input<typeof jobInputSchema>;
export type Job = z.infer<typeof jobSchema>;
