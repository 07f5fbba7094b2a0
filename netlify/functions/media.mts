import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { mediaHandler } from '#functions/api/media.ts';

export default serve('media', mediaHandler);

// Outside /api/ so crawlers, social cards and the image CDN may fetch the photos (ADR 0055).
export const config: Config = { path: '/media/:key' };
