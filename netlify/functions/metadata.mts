import type { Config, Context } from '@netlify/functions';
import { metadataHandler } from '#functions/metadata.ts';

export default (req: Request, context: Context): Promise<Response> => metadataHandler(req, { ip: context.ip });

export const config: Config = { path: '/api/metadata' };
