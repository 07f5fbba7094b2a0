import type { Config } from '@netlify/functions';
import { inDeployContext } from '#functions/platform/deploy-context.ts';
import { packBackup, takeBackup } from '#functions/backup/backup.ts';
import { pruneBackups, storeBackup } from '#functions/backup/stored-backups.ts';

// Scheduled: a backup of the whole site every night (enquiries included), kept
// 14 days, in production's store and in the previews' own
// (docs/decisions/0035-backup-and-restore.md).
export default async (): Promise<void> => {
  for (const context of ['production', 'deploy-preview'] as const) {
    await inDeployContext(context, async () => {
      await storeBackup('nightly', packBackup(await takeBackup('nightly backup', true)));
      await pruneBackups();
    });
  }
};

export const config: Config = { schedule: '@daily' };
