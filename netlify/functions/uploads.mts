import type { Config, Context } from '@netlify/functions';
import { uploadsHandler } from '#functions/uploads.ts';

export default (req: Request, context: Context): Promise<Response> => uploadsHandler(req, { ip: context.ip });

export const config: Config = { path: '/api/uploads/:key' };
