import * as z from '#src/schemas/zod-mini.ts';
import { zodMessage } from '#src/schemas/coded-issues.ts';
import { clientSchema } from '#src/schemas/client.ts';
import { credentialSchema } from '#src/schemas/credential.ts';
import { documentRecordSchema } from '#src/schemas/document.ts';
import { jobSchema } from '#src/schemas/job.ts';
import { enquirySchema } from '#src/schemas/contact.ts';
import { projectRecordSchema } from '#src/schemas/project.ts';
import { projectEnhancedRecordSchema } from '#src/schemas/project-enhanced.ts';
import { settingsSchema } from '#src/schemas/settings.ts';
import { categorySchema, sectorSchema, technologySchema } from '#src/schemas/taxonomy.ts';
import { UPLOAD_NAME } from '#src/schemas/upload.ts';
import { MEDIA_NAME, mediaRecordSchema } from '#src/schemas/media.ts';
import { pageDocumentSchema } from '#src/schemas/pages.ts';

// Backup and restore (ADR 0035): one zip file holding manifest.json,
// content.json (every collection as stored, the settings, and the enquiries
// when asked for) and uploads/<name> (the uploaded files; the media library's
// photos under uploads/media/). An import is checked whole against these
// schemas before anything is written.

export const BACKUP_FORMAT = 'caronte-automation-backup';

/**
 * What one request or response carries of a backup: Netlify buffers at most
 * 6 MB per function request or response, and binary bodies travel
 * base64-encoded, so 4 MB. A larger backup travels in parts of this size
 * (ADR 0036): uploaded to be kept, then restored where it is kept; kept, then
 * downloaded by byte ranges.
 */
export const BACKUP_PART_BYTES = 4 * 1024 * 1024;
/**
 * The largest backup a site takes in or keeps: a function reads it whole, and
 * unpacked beside its packed form it stays well inside a function's 1 GB.
 */
export const MAX_BACKUP_BYTES = 100 * 1024 * 1024;
export const MAX_BACKUP_PARTS = Math.ceil(MAX_BACKUP_BYTES / BACKUP_PART_BYTES);
export const BACKUP_VERSION = 1;

export const backupCollectionNames = [
  'projects',
  'projects-enhanced',
  'clients',
  'categories',
  'sectors',
  'technologies',
  'credentials',
  'documents',
  'jobs',
] as const;
export type BackupCollectionName = (typeof backupCollectionNames)[number];

export const backupContentSchema = z.object({
  collections: z.object({
    projects: z.array(projectRecordSchema),
    'projects-enhanced': z.array(projectEnhancedRecordSchema),
    clients: z.array(clientSchema),
    categories: z.array(categorySchema),
    sectors: z.array(sectorSchema),
    technologies: z.array(technologySchema),
    /** A backup from before the credentials has none. */
    credentials: z._default(z.array(credentialSchema), []),
    /** A backup from before the documents has none. */
    documents: z._default(z.array(documentRecordSchema), []),
    /** A backup from before the job offers has none. */
    jobs: z._default(z.array(jobSchema), []),
  }),
  settings: settingsSchema,
  enquiries: z.optional(z.array(enquirySchema)),
  /** The media library's items (a backup from before the library has none). */
  media: z._default(z.array(mediaRecordSchema), []),
  /** Every page as stored, draft and published (ADR 0058); a backup from before the pages has none, and leaves them as they are. */
  pages: z.optional(z.array(pageDocumentSchema)),
  /**
   * The items the site held that their schema refuses, each document's text as stored (ADR 0113): kept so that
   * nothing is lost, for people to mend by hand; never imported (put back only by the roll-back of a failed import).
   */
  unreadable: z.optional(z.array(z.object({ collection: z.enum(backupCollectionNames), id: z.string(), text: z.string() }))),
});
export type BackupContent = z.infer<typeof backupContentSchema>;

export const backupUploadSchema = z.object({
  /**
   * The file's name under uploads/ (as in /uploads/<name>), a library photo's as media/<name> (as in /media/<name>),
   * or a document's PDF as documents/<sha256>.pdf.
   */
  name: z
    .string()
    .check(
      z.refine(
        (name) =>
          UPLOAD_NAME.test(name) ||
          (name.startsWith('media/') && MEDIA_NAME.test(name.slice('media/'.length))) ||
          /^documents\/[0-9a-f]{64}\.pdf$/.test(name),
        zodMessage('upload_name'),
      ),
    ),
  content_type: z.string(),
  size: z.number(),
  sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
});
export type BackupUpload = z.infer<typeof backupUploadSchema>;

export const backupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT, { error: zodMessage('not_a_backup') }),
  version: z.literal(BACKUP_VERSION, { error: zodMessage('backup_version') }),
  created_at: z.iso.datetime(),
  created_by: z.string(),
  includes_enquiries: z.boolean(),
  uploads: z.array(backupUploadSchema),
  /**
   * The /uploads/ files the content names that the site no longer held when the backup was taken (a record saved
   * before such addresses were checked, ADR 0109): an import accepts these names missing, as the site had them, and
   * refuses any other. A backup from before this field names none.
   */
  missing_uploads: z._default(z.array(z.string().check(z.regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/))), []),
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;

/** The names of the items an import adds, changes and removes (the first 50 of each), for people to check. */
const changedNames = z.object({ created: z.array(z.string()), changed: z.array(z.string()), removed: z.array(z.string()) });
export const NAMES_SHOWN = 50;

const changeCounts = z.object({
  created: z.number(),
  changed: z.number(),
  removed: z.number(),
  unchanged: z.number(),
  names: z.optional(changedNames),
});
export type ChangeCounts = z.infer<typeof changeCounts>;

/** What an import does (dry run) or did: per collection, and for the settings, uploads and enquiries. */
export const importSummarySchema = z.object({
  dry_run: z.boolean(),
  backup_created_at: z.iso.datetime(),
  collections: z.record(z.enum(backupCollectionNames), changeCounts),
  settings: z.enum(['changed', 'unchanged']),
  /** `missing`: the files the backup's items name that the site it was taken from had lost already (the manifest's missing_uploads). */
  uploads: z.object({ added: z.number(), present: z.number(), missing: z.number() }),
  /**
   * Enquiries are only ever added: one the site has is never removed by an
   * import. Those of the backup past their retention, or erased on request
   * (functions/privacy/erasures.ts), are `dropped`, never
   * written; one dated in the future refuses the whole backup (400 naming it).
   */
  enquiries: z.object({ added: z.number(), dropped: z.number() }),
  /** The pages the backup holds that differ from the site's (none: a backup from before the pages). */
  pages: z.optional(z.object({ changed: z.number(), unchanged: z.number() })),
  /** Where the content as it was before the import is kept (applied imports only). */
  safety_backup: z.optional(z.string()),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

/**
 * A backup kept in the store: taken every night, before an import, on request
 * (`manual`: how the admin downloads one), or sent in parts to be restored
 * (`uploaded`).
 */
export const storedBackupSchema = z.object({
  name: z.string(),
  kind: z.enum(['nightly', 'pre-import', 'manual', 'uploaded']),
  created_at: z.iso.datetime(),
  size: z.number(),
  /**
   * On the backup taken before an import that was cut short (a timeout, a
   * crash) while it wrote: the site may hold content from two backups, and
   * restoring this one gives back the content as it was. Who started that import.
   */
  import_cut_short_by: z.optional(z.string()),
});
export type StoredBackup = z.infer<typeof storedBackupSchema>;
export const storedBackupListSchema = z.array(storedBackupSchema);

/** POST /api/admin/backups: take a backup now and keep it, with the enquiries or not. */
export const takeBackupRequestSchema = z.object({
  enquiries: z._default(z.boolean({ error: zodMessage('not_boolean', { field: 'enquiries' }) }), false),
});
