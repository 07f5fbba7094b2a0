import type { Config } from '@netlify/functions';
import { rollUpAudience } from '#functions/api/roll-up-audience.ts';

export default rollUpAudience;

// Every hour, at 7 past: single views wait at most an hour to be folded, well within the day they may be kept.
export const config: Config = { schedule: '7 * * * *' };
