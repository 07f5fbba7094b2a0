import type { Config } from '@netlify/functions';
import { serve } from '#functions/platform/serve.ts';
import { certificationsHandler } from '#functions/api/certifications.ts';
import { certificationsFrameLoader } from '#functions/certifications/frames.ts';

// The build output sits two levels up from this file both in the project and
// in the deployed bundle (netlify.toml included_files keeps dist/ paths).
export default serve('certifications', certificationsHandler(certificationsFrameLoader(new URL('../../dist/', import.meta.url))));

export const config: Config = { path: ['/certifications', '/fr/certifications'], method: 'GET' };
