import type { Config } from '@netlify/functions';
import { sweepUploads } from '#functions/api/sweep-uploads.ts';

export default sweepUploads;

export const config: Config = { schedule: '@hourly' };
