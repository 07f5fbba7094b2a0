import * as z from '#src/schemas/zod-mini.ts';
import { zodMessage } from '#src/schemas/coded-issues.ts';
import { calendarDay } from '#src/schemas/calendar-day.ts';
import { messageParamsSchema } from '#src/schemas/api.ts';
import { reminderStages } from '#src/schemas/credential.ts';

// The audit log: an append-only record of every admin action, kept
// one year, readable with filters and as CSV.

export const auditActionSchema = z.enum([
  'login',
  'login_failed',
  'logout',
  'password_change',
  'create',
  'update',
  'delete',
  'restore',
  'import',
  'publish',
  'invite',
  'accept_invitation',
  'export',
  'read',
  // Noted by the schedule (functions/content/schedule-notes.ts), not by a person.
  'published_on_schedule',
  'expired_on_schedule',
  // Sent by the daily reminder of credentials' ends (functions/certifications/expiry-reminders.ts).
  'expiry_reminder_sent',
]);
export type AuditAction = z.infer<typeof auditActionSchema>;

/**
 * The user of the entries the site writes by itself (a scheduled publish or
 * unpublish date passing). A username cannot hold ':', so no account can be it.
 */
export const SCHEDULE_USER = 'system:schedule';

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  /** The signed-in user, or the name tried at a failed sign-in. */
  user: z.string(),
  action: auditActionSchema,
  outcome: z.enum(['success', 'failure']),
  /** The HTTP status the action was answered with. */
  status: z.number(),
  ip: z.string(),
  /** What was acted on: a collection (projects-enhanced, clients, settings…) and an item id. */
  collection: z.optional(z.string()),
  item_id: z.optional(z.string()),
  item_label: z.optional(z.string()),
  /** The fields a write changed. */
  fields: z.optional(z.array(z.string())),
  /** A scheduled publish or unpublish: the date it was set for (the entry is noted up to a few minutes later). */
  scheduled_for: z.optional(z.iso.datetime()),
  /** An expiry reminder: which one was emailed. */
  reminder: z.optional(z.enum(reminderStages)),
  /** The write sent no version of the item it changed, so it replaced whatever was stored then. */
  last_write_wins: z.optional(z.literal(true)),
  /** Why it failed: the error answered, in English. */
  error: z.optional(z.string()),
  /** The same error as its code and parameters (entries written before codes have none). */
  error_code: z.optional(z.string()),
  error_params: z.optional(messageParamsSchema),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const auditListSchema = z.array(auditEntrySchema);

/** A page of the log, newest first; `next` is the `before` of the page after it, null on the last. */
export const auditPageSchema = z.object({ entries: auditListSchema, next: z.nullable(z.string()) });
export type AuditPage = z.infer<typeof auditPageSchema>;

const day = calendarDay();

/** An entry's id: its time, then a UUID. */
const entryId = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z-[0-9a-f-]{36}$/, zodMessage('audit_cursor_format')));

/**
 * GET /api/admin/audit filters: all optional; `from` and `to` are days in Paris,
 * inclusive (the last 30 days by default); `before`, the id of the last entry
 * of the page shown, asks for the page after it. The CSV export has every
 * matching entry.
 */
export const auditQuerySchema = z.object({
  item: z.optional(z.string()),
  user: z.optional(z.string()),
  action: z.optional(auditActionSchema),
  from: z.optional(day),
  to: z.optional(day),
  before: z.optional(entryId),
  format: z.optional(z.enum(['json', 'csv'])),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
