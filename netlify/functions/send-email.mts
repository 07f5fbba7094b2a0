import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { sendEmailHandler } from '#functions/api/send-email.ts';

export default serve('send-email', sendEmailHandler);

export const config: Config = { path: '/api/send-email' };
