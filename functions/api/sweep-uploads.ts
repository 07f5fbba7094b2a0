import { randomUUID } from 'node:crypto';
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
import { sweepOrphanDocumentFiles } from '#functions/documents/sweep-document-files.ts';
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

// Each step runs whatever another one met: a record that cannot be read (in one
// collection, in one store) must not keep personal data past its retention, nor
// one store's failure leave the other unswept. A failed step is logged with an
// id and the run ends in an error naming the steps, for the platform's log.

type Step = readonly [name: string, run: () => Promise<unknown>];

const steps: readonly (readonly Step[])[] = [
  // Personal data past its retention first, on their own.
  [
    ['enquiries', purgeExpiredEnquiries],
    ['applications', purgeExpiredApplications],
    ['backups', pruneBackups],
    ['audit', pruneAudit],
    ['attempts', sweepStaleAttempts],
    ['sessions', sweepExpiredSessions],
  ],
  [
    ['logo parts', sweepStaleLogoParts],
    ['backup parts', sweepStaleBackupParts],
    ['document parts', sweepStaleDocumentParts],
  ],
];

/**
 * Versions and deleted items past their keeping first: the uploads only they held can then go; then the deleted
 * library items whose photo the sweep just removed. One after the other, and none once one failed: a sweep that
 * could not read what refers to an upload must not delete it.
 */
const uploadChain: readonly Step[] = [
  ['history', pruneHistory],
  ['recently deleted', listDeleted],
  ['uploads', sweepOrphanUploads],
  ['document files', sweepOrphanDocumentFiles],
  ['media tombstones', pruneMediaTombstones],
];

async function runStep(context: string, [name, run]: Step): Promise<string | undefined> {
  try {
    await run();
    return undefined;
  } catch (error) {
    const said = error instanceof Error ? error.message : String(error);
    console.error(JSON.stringify({ level: 'error', id: randomUUID(), event: 'sweep_step_failed', context, step: name, error: said }));
    return `${context}: ${name}`;
  }
}

export async function sweepUploads(): Promise<void> {
  const failed: string[] = [];
  for (const context of ['production', 'deploy-preview'] as const) {
    await inDeployContext(context, async () => {
      for (const group of steps)
        failed.push(...(await Promise.all(group.map((step) => runStep(context, step)))).filter((name) => name !== undefined));
      for (const step of uploadChain) {
        const failure = await runStep(context, step);
        if (failure) {
          failed.push(failure);
          break;
        }
      }
    });
  }
  if (failed.length > 0) throw new Error(`The hourly sweep did not finish: ${failed.join(', ')}`);
}
