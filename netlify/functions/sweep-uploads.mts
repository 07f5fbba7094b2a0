import type { Config } from '@netlify/functions';
import { inDeployContext } from '#functions/deploy-context.ts';
import { sweepOrphanUploads } from '#functions/upload-lifecycle.ts';

// Scheduled: deletes uploaded files that nothing has referred to for a day
// (docs/decisions/0013-upload-lifecycle.md), in production's store and in the
// previews' own (docs/decisions/0016-content-per-deploy-context.md).
export default async (): Promise<void> => {
  await inDeployContext('production', () => sweepOrphanUploads());
  await inDeployContext('deploy-preview', () => sweepOrphanUploads());
};

export const config: Config = { schedule: '@hourly' };
