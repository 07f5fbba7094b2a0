import type { Config } from '@netlify/functions';
import { settingsHandler } from '#functions/settings.ts';

export default (req: Request): Promise<Response> => settingsHandler(req);

export const config: Config = { path: '/api/settings' };
