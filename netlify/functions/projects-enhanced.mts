import type { Config, Context } from '@netlify/functions';
import { projectsEnhancedHandler } from '#functions/projects-enhanced.ts';

export default (req: Request, context: Context): Promise<Response> => projectsEnhancedHandler(req, { ip: context.ip });

export const config: Config = { path: '/api/projects-enhanced' };
