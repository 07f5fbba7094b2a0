import * as z from '#src/schemas/zod-mini.ts';
import { id } from '#src/schemas/common.ts';
import { zodMessage } from '#src/schemas/coded-issues.ts';
import { contactSchema } from '#src/schemas/contact.ts';
import { relayStateSchema } from '#src/schemas/enquiry-relay.ts';
import { sitePathSchema } from '#src/schemas/audience.ts';
import { contactLanguages } from '#src/schemas/form-limits.ts';

// A job application (ADR 0071): sent from a job's page or, with no job, from
// /careers as a spontaneous one, with a CV in PDF. The person's fields follow
// the contact form's rules (the same messages in the browser and the API);
// the CV's bytes live apart from the record, never public, and the record
// keeps only what names them.

export const applicationStatuses = ['new', 'reviewed', 'rejected', 'hired'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** What a candidate sends besides the CV (multipart text fields; `consent` as "true"). */
export const applicationInputSchema = z.object({
  /** The open job applied for; none: a spontaneous application. */
  job_id: z.optional(id),
  name: contactSchema.shape.name,
  email: contactSchema.shape.email,
  phone: contactSchema.shape.phone,
  message: contactSchema.shape.message,
  /** The candidate agreed to their application being kept for the stated time: nothing is stored without it. */
  consent: z.literal(true, { error: zodMessage('required', { field: 'consent' }) }),
  language: contactSchema.shape.language,
  /** The site path the form was sent from (path only: no query, no host), for audience conversions. */
  source_path: z.optional(sitePathSchema),
});

/** What names the CV's stored bytes: the name it was sent under, its size and the SHA-256 of its bytes. */
const cvMetadataSchema = z.object({
  file_name: z.string(),
  size: z.int().check(z.minimum(1)),
  sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
});

export const applicationSchema = z.object({
  id,
  job_id: z.optional(id),
  /** The job's title when it was applied for, so the inbox names it after the job is gone. */
  job_title: z.optional(z.string()),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  language: z.enum(contactLanguages),
  source_path: z.optional(z.string()),
  status: z.enum(applicationStatuses),
  cv: cvMetadataSchema,
  /** The notification email to the company (no CV, no personal data in it), sent and retried as an enquiry's. */
  relay: relayStateSchema,
  created_at: z.iso.datetime(),
  /** Its last change: the version a change is based on, and where its retention is counted from. */
  updated_at: z.iso.datetime(),
});
export type Application = z.infer<typeof applicationSchema>;

/** The inbox's filters: a job's id (or `spontaneous`) and a status. */
export const SPONTANEOUS = 'spontaneous';
export const applicationListQuerySchema = z.object({
  job: z.optional(id),
  status: z.optional(
    z.enum(applicationStatuses, { error: zodMessage('one_of', { field: 'status', values: applicationStatuses.join(', ') }) }),
  ),
  format: z.optional(z.enum(['json', 'csv'])),
});
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;

export const applicationStatusUpdateSchema = z.object({
  id,
  status: z.enum(applicationStatuses, { error: zodMessage('one_of', { field: 'status', values: applicationStatuses.join(', ') }) }),
});

/** POST /api/applications: stored; its notification sent or queued for the schedule. */
export const applicationReceivedSchema = z.object({
  success: z.literal(true),
  relay: z.enum(['sent', 'queued']),
});
export type ApplicationReceived = z.infer<typeof applicationReceivedSchema>;
