import { endpoints } from '#src/schemas/endpoints.ts';
import { notFoundReportSchema } from '#src/schemas/not-found.ts';
import { parseWith, readJson, securityHeaders } from '#functions/platform/http.ts';
import { route } from '#functions/platform/route.ts';

// POST /api/not-found: the 404 page reports the address it was shown for, and
// it becomes one JSON line in the function log, so broken links can be found
// and fixed. Nothing is stored; the body is small and checked.

const MAX_REPORT_BYTES = 4096;

async function report(req: Request): Promise<Response> {
  const { path, referrer } = parseWith(notFoundReportSchema, await readJson(req, MAX_REPORT_BYTES));
  console.log(
    JSON.stringify({ level: 'info', event: 'page_not_found', path, ...(referrer ? { referrer } : {}), at: new Date().toISOString() }),
  );
  return new Response(null, { status: 204, headers: { ...securityHeaders, 'Cache-Control': 'no-store' } });
}

export const notFoundHandler = route(endpoints.notFound, { POST: report });
