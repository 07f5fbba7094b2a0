import type { Config } from '@netlify/functions';
import { serve } from '#functions/serve.ts';
import { uploadLogoHandler } from '#functions/uploads.ts';

export default serve('upload-logo', uploadLogoHandler);

export const config: Config = { path: '/api/projects-enhanced/upload-logo' };
