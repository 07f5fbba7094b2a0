import { takeBackup } from '#functions/backup/backup.ts';
import { keepBackup } from '#functions/backup/keep-backup.ts';
import { pruneBackups } from '#functions/backup/stored-backups.ts';
import { inDeployContext } from '#functions/platform/deploy-context.ts';

// Scheduled every night: a backup of the whole site (enquiries included), kept
// 14 days, in production's store and in the previews' own
// (docs/decisions/0035-backup-and-restore.md).

export async function nightlyBackup(): Promise<void> {
  for (const context of ['production', 'deploy-preview'] as const) {
    await inDeployContext(context, async () => {
      // Pruned first: a backup that cannot be taken tonight never keeps the old ones, and their enquiries, past 14 days.
      await pruneBackups();
      await keepBackup('nightly', await takeBackup('nightly backup', true));
    });
  }
}
