import { endpoints } from '#src/schemas/endpoints.ts';
import { notFoundReportSchema } from '#src/schemas/not-found.ts';
import { parseWith, readJson, securityHeaders } from '#functions/platform/http.ts';
import { route } from '#functions/platform/route.ts';

// POST /api/not-found: the 404 page reports the address it was shown for, and
// it becomes one JSON line in the function log, so broken links can be found
// and fixed. Nothing is stored; the body is small and checked. Anyone can
// post, so the line keeps only what the 404 page sends: a path without its
// query or fragment (where a search or an e-mail address in a link would be),
// and the linking page's path on this site or only its origin elsewhere.

const MAX_REPORT_BYTES = 4096;

const pathOnly = (path: string): string => path.replace(/[?#][\s\S]*$/, '');

function linkingPage(referrer: string | undefined): string | undefined {
  if (!referrer) return undefined;
  if (referrer.startsWith('/')) return pathOnly(referrer);
  try {
    const { origin } = new URL(referrer);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

async function report(req: Request): Promise<Response> {
  const body = parseWith(notFoundReportSchema, await readJson(req, MAX_REPORT_BYTES));
  const referrer = linkingPage(body.referrer);
  console.log(
    JSON.stringify({
      level: 'info',
      event: 'page_not_found',
      path: pathOnly(body.path),
      ...(referrer ? { referrer } : {}),
      at: new Date().toISOString(),
    }),
  );
  return new Response(null, { status: 204, headers: { ...securityHeaders, 'Cache-Control': 'no-store' } });
}

export const notFoundHandler = route(endpoints.notFound, { POST: report });
