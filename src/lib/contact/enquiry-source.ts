import { referrerDomainSchema, sitePathSchema } from '#src/schemas/audience.ts';
import { visitorObjects } from '#src/lib/audience/beacon-settings.ts';

// The page that led to an enquiry (ADR 0073), as the contact form sends it:
// the page read just before the contact page when it is one of this site's,
// or else the contact page itself, with the other site's domain when the
// visitor came from one. Path and domain only; nothing when the visitor
// objects to audience measurement.

export interface EnquirySource {
  source_path?: string;
  source_referrer?: string;
}

const tidy = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

/** The source of an enquiry sent from `here` (the contact page's address) after `referrer` (document.referrer, or ''). */
export function sourceOf(referrer: string, here: URL): EnquirySource {
  let before: URL | undefined;
  try {
    before = referrer ? new URL(referrer) : undefined;
  } catch {
    before = undefined;
  }
  const fromThisSite = before?.origin === here.origin ? tidy(before.pathname) : undefined;
  const path = sitePathSchema.safeParse(fromThisSite && fromThisSite !== tidy(here.pathname) ? fromThisSite : tidy(here.pathname));
  const fromAnotherSite = before !== undefined && before.origin !== here.origin && /^https?:$/.test(before.protocol);
  const domain = before && fromAnotherSite ? referrerDomainSchema.safeParse(before.hostname) : undefined;
  return {
    ...(path.success ? { source_path: path.data } : {}),
    ...(domain?.success ? { source_referrer: domain.data } : {}),
  };
}

/** The source of the enquiry the visitor is sending from this page, or none when they object. */
export function enquirySource(): EnquirySource {
  return visitorObjects() ? {} : sourceOf(document.referrer, new URL(location.href));
}
