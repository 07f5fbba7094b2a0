import { message } from '#src/schemas/messages.ts';
import { hitSchema } from '#src/schemas/audience.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { counted } from '#functions/audience/filter.ts';
import { isPreview, viewOf } from '#functions/audience/view-of.ts';
import { addressKey } from '#functions/audience/salt.ts';
import { recordView } from '#functions/audience/views.ts';
import { HttpError, parseWith, readBytes, securityHeaders } from '#functions/platform/http.ts';
import { consumeAttempt, type Limit } from '#functions/platform/rate-limit.ts';
import { route, type HandlerContext } from '#functions/platform/route.ts';

// POST /api/hit: one page view, sent by the pages' beacon (ADR 0073). Counted
// unless the visitor objects (Sec-GPC, DNT), the page was only prefetched, the
// client is a robot or another site's page sent it; those are answered alike,
// so nothing tells them apart. The body is JSON sent as text/plain (what navigator.sendBeacon sends
// a string as). Nothing of the request is stored but the view's four fields
// (functions/audience/view-of.ts): the address only keys a limit, hashed with
// the day's salt.

const MAX_HIT_BYTES = 1024;

const hitLimit: Limit = {
  prefix: 'limits/hit',
  limit: 60,
  windowMs: 60 * 1000,
  message: message('too_many_views'),
};

const noContent = () => new Response(null, { status: 204, headers: { ...securityHeaders, 'Cache-Control': 'no-store' } });

async function readHit(req: Request): Promise<unknown> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^(?:text\/plain|application\/json)\b/i.test(type)) throw new HttpError(415, message('json_required'));
  const text = new TextDecoder().decode(await readBytes(req, MAX_HIT_BYTES));
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, message('body_not_json'));
  }
}

async function hit(req: Request, ctx: HandlerContext<'public'>): Promise<Response> {
  if (!counted(req.headers)) return noContent();
  const view = viewOf(parseWith(hitSchema, await readHit(req)), new URL(req.url).hostname);
  if (isPreview(view.path)) return noContent();
  await consumeAttempt(hitLimit, [await addressKey(ctx.client)]);
  await recordView(view);
  return noContent();
}

export const hitHandler = route(endpoints.hit, { POST: hit });
