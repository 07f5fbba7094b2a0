import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { applicationsCvHandler } from '#functions/api/applications-cv.ts';

export default serve('applications-cv', applicationsCvHandler);

export const config: Config = { path: '/api/applications/cv' };
