import { pruneAudit } from '#functions/audit/audit.ts';
import { sweepStaleBackupParts } from '#functions/backup/backup-parts.ts';
import { pruneBackups } from '#functions/backup/stored-backups.ts';
import { sweepExpiredSessions } from '#functions/auth/sessions.ts';
import { sweepStaleAttempts } from '#functions/platform/rate-limit.ts';
import { sweepStaleDocumentParts } from '#functions/documents/document-parts.ts';
import { listDeleted, pruneHistory } from '#functions/content/history.ts';
import { purgeExpiredEnquiries } from '#functions/enquiries/enquiries.ts';
import { purgeExpiredApplications } from '#functions/applications/applications.ts';
import { inDeployContext } from '#functions/platform/deploy-context.ts';
import { sweepOrphanUploads } from '#functions/uploads/lifecycle.ts';
import { pruneMediaTombstones } from '#functions/media/library.ts';
import { sweepStaleLogoParts } from '#functions/uploads/logo-parts.ts';

// Scheduled every hour: drops versions and deleted items past their keeping
// (docs/decisions/0031-revision-history.md), deletes uploaded files that nothing
// has referred to for a day (0013-upload-lifecycle.md), the parts of logos,
// backups and documents sent and abandoned for an hour (0036-backups-in-parts.md)
// audit entries past their year (0032-audit-log.md), kept backups past their 14
// days (0035-backup-and-restore.md, also pruned before each nightly one), rate-limit
// attempts a day old and sessions past their expiry, and enquiries past their
// retention, and unsuccessful job applications with their CVs past theirs
// (src/lib/privacy/retention.ts), in production's store
// and in the previews' own (docs/decisions/0016-content-per-deploy-context.md).

export async function sweepUploads(): Promise<void> {
  for (const context of ['production', 'deploy-preview'] as const) {
    await inDeployContext(context, async () => {
      // Versions and deleted items past their keeping first: the uploads only they held can then go.
      await pruneHistory();
      await listDeleted();
      await sweepOrphanUploads();
      // Deleted library items whose photo the sweep just removed: nothing can show them any more.
      await pruneMediaTombstones();
      await Promise.all([sweepStaleLogoParts(), sweepStaleBackupParts(), sweepStaleDocumentParts()]);
      await Promise.all([pruneAudit(), purgeExpiredEnquiries(), purgeExpiredApplications(), pruneBackups()]);
      await Promise.all([sweepStaleAttempts(), sweepExpiredSessions()]);
    });
  }
}
