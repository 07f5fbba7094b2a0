import type { Config } from '@netlify/functions';
import { nightlyBackup } from '#functions/api/nightly-backup.ts';

export default nightlyBackup;

export const config: Config = { schedule: '@daily' };
