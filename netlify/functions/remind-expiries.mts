import type { Config } from '@netlify/functions';
import { remindExpiries } from '#functions/api/remind-expiries.ts';

export default remindExpiries;

// 05:00 UTC: 06:00 or 07:00 in Paris, before the working day.
export const config: Config = { schedule: '0 5 * * *' };
