import type { Config, Context } from '@netlify/functions';
import { settingsHandler } from '#functions/settings.ts';

export default (req: Request, context: Context): Promise<Response> => settingsHandler(req, { ip: context.ip });

export const config: Config = { path: '/api/settings' };
