import type { Config, Context } from '@netlify/functions';
import { enquiriesHandler } from '#functions/enquiries.ts';

export default (req: Request, context: Context): Promise<Response> => enquiriesHandler(req, { ip: context.ip });

export const config: Config = { path: '/api/enquiries' };
