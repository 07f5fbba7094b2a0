import type { Config, Context } from '@netlify/functions';
import { uploadLogoHandler } from '#functions/uploads.ts';

export default (req: Request, context: Context): Promise<Response> => uploadLogoHandler(req, { ip: context.ip });

export const config: Config = { path: '/api/projects-enhanced/upload-logo' };
