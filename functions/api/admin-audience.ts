import { audienceQuerySchema, audienceReportSchema } from '#src/schemas/audience.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { audienceReport } from '#functions/audience/report.ts';
import { parseWith } from '#functions/platform/http.ts';
import { privateJson } from '#functions/platform/responses.ts';
import { route } from '#functions/platform/route.ts';

// GET /api/admin/audience?from&to: the Audience screen's figures (ADR 0073),
// for administrators and the editors granted the `audience` permission.

async function read(req: Request): Promise<Response> {
  const params = Object.fromEntries(new URL(req.url).searchParams);
  const query = parseWith(audienceQuerySchema, params);
  return privateJson(audienceReportSchema, await audienceReport(query), ['from', 'to']);
}

export const adminAudienceHandler = route(endpoints.adminAudience, { GET: read });
