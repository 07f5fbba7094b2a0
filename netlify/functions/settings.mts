import type { Config } from '@netlify/functions';
import { serve } from '#functions/serve.ts';
import { settingsHandler } from '#functions/settings.ts';

export default serve('settings', settingsHandler);

export const config: Config = { path: '/api/settings' };
