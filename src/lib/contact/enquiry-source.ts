import { referrerDomainSchema, sitePathSchema } from '#src/schemas/audience.ts';
import { visitorObjects } from '#src/lib/audience/beacon-settings.ts';

// The page that led to an enquiry (ADR 0073), as the contact form sends it:
// the page read just before the contact page when it is one of this site's,
// or else the contact page itself, with the other site's domain when the
// visitor came from one. Path and domain only; nothing when the visitor
// objects to audience measurement.

const tidy = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

export function enquirySource(): { source_path?: string; source_referrer?: string } {
  if (visitorObjects()) return {};
  const referrer = document.referrer ? new URL(document.referrer) : undefined;
  const before = referrer?.origin === location.origin ? tidy(referrer.pathname) : undefined;
  const path = sitePathSchema.safeParse(before && before !== tidy(location.pathname) ? before : tidy(location.pathname));
  const domain = referrer && referrer.origin !== location.origin ? referrerDomainSchema.safeParse(referrer.hostname) : undefined;
  return {
    ...(path.success ? { source_path: path.data } : {}),
    ...(domain?.success ? { source_referrer: domain.data } : {}),
  };
}
