import * as z from '#src/schemas/zod-mini.ts';
import { auditEntrySchema } from '#src/schemas/audit.ts';
import { contactSchema, enquirySchema } from '#src/schemas/contact.ts';
import { applicationSchema } from '#src/schemas/application.ts';

// Privacy requests (docs/privacy.md): a person asks what the site holds about
// their email address, or that it be erased. Administrators answer them from
// the admin's Privacy screen; the address is matched whatever its case.

/** The address a request is about: checked as the contact form checks it. */
export const privacyRequestSchema = z.object({ email: contactSchema.shape.email });

/** A kept backup that holds enquiries from the address (the enquiries themselves are in `enquiries` or `enquiries_in_backups`). */
export const privacyBackupSchema = z.object({ name: z.string(), created_at: z.iso.datetime(), enquiries: z.number() });

/**
 * An audit entry as the person it is about is sent it: what was done and when,
 * without the staff member's username or IP address, which are theirs (GDPR
 * art. 15(4)), nor the error answered.
 */
const privacyAuditEntrySchema = z.pick(auditEntrySchema, {
  at: true,
  action: true,
  outcome: true,
  collection: true,
  item_id: true,
  fields: true,
});

/** GET /api/admin/privacy/export: everything stored about the address, as a file the person can be sent. */
export const privacyExportSchema = z.object({
  email: z.string(),
  generated_at: z.iso.datetime(),
  enquiries: z.array(enquirySchema),
  /** Enquiries from the address that only kept backups still hold (deleted from the inbox since), each once. */
  enquiries_in_backups: z.array(enquirySchema),
  /** The job applications sent from the address (their CVs are downloaded from the inbox, one by one). */
  applications: z.array(applicationSchema),
  /** What was done with those enquiries and applications (read, exported, changed), by their ids: never who did it or from where. */
  audit_entries: z.array(privacyAuditEntrySchema),
  kept_backups: z.array(privacyBackupSchema),
});
export type PrivacyExport = z.infer<typeof privacyExportSchema>;

/** POST /api/admin/privacy/erase: what was erased. */
export const privacyErasureSchema = z.object({ enquiries: z.number(), applications: z.number(), backups: z.number() });
export type PrivacyErasure = z.infer<typeof privacyErasureSchema>;
