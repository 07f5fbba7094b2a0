import * as z from '#functions/platform/zod.ts';
import { DEVICE_MAX_WIDTH, type AudienceDevice } from '#src/lib/audience/beacon-settings.ts';
import { referrerDomainSchema, type Hit, type View } from '#src/schemas/audience.ts';

// What is kept of a page view (ADR 0073): the beacon sends the path, the
// viewport's width and the referring address, as few bytes as it can; the
// server turns them into the four things counted and keeps nothing else.

/** Drafts previewed by staff at signed addresses (ADR 0049) are not views of the site. */
const PREVIEW = /^\/(?:fr\/)?preview\//;

export const isPreview = (path: string) => PREVIEW.test(path);

/** The view to count from what the beacon sent: the path tidied, its language read from it, a referrer kept only when it is another site. */
export function viewOf(sent: Hit, host: string): View {
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
