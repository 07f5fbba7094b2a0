import type { Config } from '@netlify/functions';
import { noteSchedules } from '#functions/api/note-schedules.ts';

export default noteSchedules;

export const config: Config = { schedule: '*/5 * * * *' };
