import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { projectsEnhancedHandler } from '#functions/api/projects-enhanced.ts';

export default serve('projects-enhanced', projectsEnhancedHandler);

export const config: Config = { path: '/api/projects-enhanced' };
