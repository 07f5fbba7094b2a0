import type { Config, Context } from '@netlify/functions';
import { clientsHandler } from '#functions/clients.ts';

export default (req: Request, context: Context): Promise<Response> => clientsHandler(req, { ip: context.ip });

export const config: Config = { path: '/api/clients' };
