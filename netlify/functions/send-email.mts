import type { Config } from '@netlify/functions';
import { serve } from '#functions/serve.ts';
import { sendEmailHandler } from '#functions/enquiries.ts';

export default serve('send-email', sendEmailHandler);

export const config: Config = { path: '/api/send-email' };
