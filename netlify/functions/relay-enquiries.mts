import type { Config } from '@netlify/functions';
import { relayEnquiries } from '#functions/api/relay-enquiries.ts';

export default relayEnquiries;

export const config: Config = { schedule: '*/5 * * * *' };
