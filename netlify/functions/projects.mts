import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { projectsHandler } from '#functions/api/projects.ts';

export default serve('projects', projectsHandler);

export const config: Config = { path: '/api/projects' };
