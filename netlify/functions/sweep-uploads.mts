import type { Config } from '@netlify/functions';
import { inDeployContext } from '#functions/platform/deploy-context.ts';
import { pruneAudit } from '#functions/audit/audit.ts';
import { listDeleted, pruneHistory } from '#functions/content/history.ts';
import { sweepOrphanUploads } from '#functions/uploads/lifecycle.ts';
import { sweepStaleLogoParts } from '#functions/uploads/logo-parts.ts';
import { sweepStaleBackupParts } from '#functions/api/admin-backups.ts';

// Scheduled: drops versions and deleted items past their keeping
// (docs/decisions/0031-revision-history.md), deletes uploaded files that nothing
// has referred to for a day (0013-upload-lifecycle.md), the parts of logos and
// backups sent part way and abandoned for an hour (0036-backups-in-parts.md)
// and audit entries past their year (0032-audit-log.md), in production's store
// and in the previews' own (docs/decisions/0016-content-per-deploy-context.md).
export default async (): Promise<void> => {
  for (const context of ['production', 'deploy-preview'] as const) {
    await inDeployContext(context, async () => {
      // Versions and deleted items past their keeping first: the uploads only they held can then go.
      await pruneHistory();
      await listDeleted();
      await sweepOrphanUploads();
      await Promise.all([sweepStaleLogoParts(), sweepStaleBackupParts()]);
      await pruneAudit();
    });
  }
};

export const config: Config = { schedule: '@hourly' };
