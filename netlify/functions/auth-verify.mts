import type { Config, Context } from '@netlify/functions';
import { verifyHandler } from '#functions/auth.ts';

export default (req: Request, context: Context): Promise<Response> => verifyHandler(req, { ip: context.ip });

export const config: Config = { path: '/api/auth/verify' };
