import * as z from '#src/schemas/zod-mini.ts';
import { auditEntrySchema } from '#src/schemas/audit.ts';
import { contactSchema, enquirySchema } from '#src/schemas/contact.ts';
import { applicationSchema } from '#src/schemas/application.ts';

// Privacy requests (docs/privacy.md): a person asks what the site holds about
// their email address, or that it be erased. Administrators answer them from
// the admin's Privacy screen; the address is matched whatever its case.

/** The address a request is about: checked as the contact form checks it. */
export const privacyRequestSchema = z.object({ email: contactSchema.shape.email });

/** A kept backup that holds enquiries from the address (the enquiries themselves are in `enquiries`). */
export const privacyBackupSchema = z.object({ name: z.string(), created_at: z.iso.datetime(), enquiries: z.number() });

/** GET /api/admin/privacy/export: everything stored about the address, as a file the person can be sent. */
export const privacyExportSchema = z.object({
  email: z.string(),
  generated_at: z.iso.datetime(),
  enquiries: z.array(enquirySchema),
  /** The job applications sent from the address (their CVs are downloaded from the inbox, one by one). */
  applications: z.array(applicationSchema),
  /** What staff did with those enquiries (read, exported, changed), by the enquiries' ids. */
  audit_entries: z.array(auditEntrySchema),
  kept_backups: z.array(privacyBackupSchema),
});
export type PrivacyExport = z.infer<typeof privacyExportSchema>;

/** POST /api/admin/privacy/erase: what was erased. */
export const privacyErasureSchema = z.object({ enquiries: z.number(), applications: z.number(), backups: z.number() });
export type PrivacyErasure = z.infer<typeof privacyErasureSchema>;
