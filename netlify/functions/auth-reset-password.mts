import type { Config, Context } from '@netlify/functions';
import { resetPasswordHandler } from '#functions/auth.ts';

export default (req: Request, context: Context): Promise<Response> => resetPasswordHandler(req, { ip: context.ip });

export const config: Config = { path: '/api/auth/reset-password' };
