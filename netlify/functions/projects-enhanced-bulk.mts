import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { projectsEnhancedBulkHandler } from '#functions/api/projects-enhanced-bulk.ts';

export default serve('projects-enhanced-bulk', projectsEnhancedBulkHandler);

export const config: Config = { path: '/api/projects-enhanced/bulk' };
