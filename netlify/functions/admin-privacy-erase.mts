import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { privacyEraseHandler } from '#functions/api/admin-privacy-erase.ts';

export default serve('admin-privacy-erase', privacyEraseHandler);

export const config: Config = { path: '/api/admin/privacy/erase' };
