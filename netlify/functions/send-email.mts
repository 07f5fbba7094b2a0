import type { Config, Context } from '@netlify/functions';
import { sendEmailHandler } from '#functions/enquiries.ts';

export default (req: Request, context: Context): Promise<Response> => sendEmailHandler(req, { ip: context.ip });

export const config: Config = { path: '/api/send-email' };
