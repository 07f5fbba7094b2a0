import type { Config } from '@netlify/functions';
import { inDeployContext } from '#functions/deploy-context.ts';
import { pruneAudit } from '#functions/audit.ts';
import { sweepOrphanUploads } from '#functions/upload-lifecycle.ts';

// Scheduled: deletes uploaded files that nothing has referred to for a day
// (docs/decisions/0013-upload-lifecycle.md) and audit entries past their year
// (0032-audit-log.md), in production's store and in the previews' own
// (docs/decisions/0016-content-per-deploy-context.md).
export default async (): Promise<void> => {
  for (const context of ['production', 'deploy-preview'] as const) {
    await inDeployContext(context, async () => {
      await sweepOrphanUploads();
      await pruneAudit();
    });
  }
};

export const config: Config = { schedule: '@hourly' };
