import type { Config, Context } from '@netlify/functions';
import { loginHandler } from '#functions/auth.ts';

export default (req: Request, context: Context): Promise<Response> => loginHandler(req, { ip: context.ip });

export const config: Config = { path: '/api/auth/login' };
