import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { settingsHandler } from '#functions/api/settings.ts';

export default serve('settings', settingsHandler);

export const config: Config = { path: '/api/settings' };
