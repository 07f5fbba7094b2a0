import type { Config } from '@netlify/functions';
import { sweepOrphanUploads } from '#functions/upload-lifecycle.ts';

// Scheduled: deletes uploaded files that nothing has referred to for a day
// (docs/decisions/0013-upload-lifecycle.md).
export default async (): Promise<void> => {
  await sweepOrphanUploads();
};

export const config: Config = { schedule: '@hourly' };
