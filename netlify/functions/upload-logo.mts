import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { uploadLogoHandler } from '#functions/api/upload-logo.ts';

export default serve('upload-logo', uploadLogoHandler);

export const config: Config = { path: '/api/projects-enhanced/upload-logo' };
