import type { Config } from '@netlify/functions';
import { serve } from '#functions/serve.ts';
import { staffHandler } from '#functions/staff-api.ts';

export default serve('admin-users', staffHandler);

export const config: Config = { path: '/api/admin/users' };
