import type { Config, Context } from '@netlify/functions';
import { projectsHandler } from '#functions/projects.ts';

export default (req: Request, context: Context): Promise<Response> => projectsHandler(req, { ip: context.ip });

export const config: Config = { path: '/api/projects' };
