import { message } from '#src/schemas/messages.ts';
import { z } from '#src/schemas/zod-mini.ts';
import { DEVICE_MAX_WIDTH, type AudienceDevice } from '#src/lib/audience/beacon-settings.ts';
import { hitSchema, referrerDomainSchema, type Hit, type View } from '#src/schemas/audience.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { counted } from '#functions/audience/filter.ts';
import { addressKey } from '#functions/audience/salt.ts';
import { recordView } from '#functions/audience/views.ts';
import { HttpError, parseWith, readBytes, securityHeaders, type RequestContext } from '#functions/platform/http.ts';
import { consumeAttempt, type Limit } from '#functions/platform/rate-limit.ts';
import { route } from '#functions/platform/route.ts';

// POST /api/hit: one page view, sent by the pages' beacon (ADR 0073). Counted
// unless the visitor objects (Sec-GPC, DNT), the page was only prefetched or
// the client is a robot; those are answered alike, so nothing tells them
// apart. The body is JSON sent as text/plain (what navigator.sendBeacon sends
// a string as). Nothing of the request is stored but the view's four fields:
// the address only keys a limit, hashed with the day's salt.

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

/** Drafts previewed by staff at signed addresses (ADR 0049) are not views of the site. */
const PREVIEW = /^\/(?:fr\/)?preview\//;

/** The view to count from what the beacon sent: the path tidied, its language read from it, a referrer kept only when it is another site. */
function viewOf(sent: Hit, host: string): View {
  // /about/ is /about: the site's addresses have no trailing slash (ADR 0015).
  const path = sent.path.length > 1 ? sent.path.replace(/\/+$/, '') || '/' : sent.path;
  const language = path === '/fr' || path.startsWith('/fr/') ? 'fr' : 'en';
  const referrer = hostOf(sent.referrer);
  return { path, language, device: deviceOf(sent.width), ...(referrer && referrer !== host ? { referrer } : {}) };
}

/** A phone, a tablet or a computer, by the viewport's width; the width itself is not kept. */
const deviceOf = (width: number): AudienceDevice =>
  width > DEVICE_MAX_WIDTH.tablet ? 'desktop' : width > DEVICE_MAX_WIDTH.mobile ? 'tablet' : 'mobile';

/** The host of a referring address, when it is a web address with a host the schema accepts; nothing else of it is kept. */
function hostOf(address: string | undefined): string | undefined {
  if (!address) return undefined;
  try {
    const { protocol, hostname } = new URL(address);
    const host = z.safeParse(referrerDomainSchema, hostname);
    return /^https?:$/.test(protocol) && host.success ? host.data : undefined;
  } catch {
    return undefined;
  }
}

async function hit(req: Request, ctx: RequestContext): Promise<Response> {
  if (!counted(req.headers)) return noContent();
  const view = viewOf(parseWith(hitSchema, await readHit(req)), new URL(req.url).hostname);
  if (PREVIEW.test(view.path)) return noContent();
  await consumeAttempt(hitLimit, [await addressKey(ctx.ip)]);
  await recordView(view);
  return noContent();
}

export const hitHandler = route(endpoints.hit, { POST: hit });
