import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { adminProjectsEnhancedHandler } from '#functions/api/admin-projects-enhanced.ts';

export default serve('admin-projects-enhanced', adminProjectsEnhancedHandler);

export const config: Config = { path: '/api/admin/projects-enhanced' };
