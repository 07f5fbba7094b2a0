import type { Config } from '@netlify/functions';
import { serve } from '#functions/serve.ts';
import { projectsHandler } from '#functions/projects.ts';

export default serve('projects', projectsHandler);

export const config: Config = { path: '/api/projects' };
