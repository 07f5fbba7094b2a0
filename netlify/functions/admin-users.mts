import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { staffHandler } from '#functions/api/admin-users.ts';

export default serve('admin-users', staffHandler);

export const config: Config = { path: '/api/admin/users' };
