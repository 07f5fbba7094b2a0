import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { uploadsHandler } from '#functions/api/uploads.ts';

export default serve('uploads', uploadsHandler);

// Served outside /api/ so crawlers may fetch them; the former address redirects (ADR 0047).
export const config: Config = { path: ['/uploads/:key', '/api/uploads/:key'] };
