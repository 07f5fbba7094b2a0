import type { Config, Context } from '@netlify/functions';
import { logoutHandler } from '#functions/auth.ts';

export default (req: Request, context: Context): Promise<Response> => logoutHandler(req, { ip: context.ip });

export const config: Config = { path: '/api/auth/logout' };
