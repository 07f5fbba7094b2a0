import type { Config, Context } from '@netlify/functions';
import { notFoundHandler } from '#functions/not-found.ts';

export default (req: Request, context: Context): Promise<Response> => notFoundHandler(req, { ip: context.ip });

export const config: Config = { path: '/api/not-found' };
