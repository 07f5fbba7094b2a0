import * as z from '#functions/platform/zod.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { credentialSchema, type Credential } from '#src/schemas/credential.ts';
import { badgeMarks, type BadgePlace } from '#src/site/badge-marks.ts';
import { credentialBadges } from '#src/site-pages/credential-badges.tsx';
import { readPublicView, views } from '#functions/content/views.ts';

// The strip of credential badges in pages rendered on demand (ADR 0076): the
// credentials valid today, from the public view /api/credentials serves, put
// where the built page left its marks (the footer's, the home page's). An
// answer carrying them is tagged `credentials`, which every credential write
// purges, and kept no longer than the view holds (the next day a credential
// starts or ends), so an expired one leaves every page by itself at its date.

export interface Badges {
  credentials: readonly Credential[];
  /** When the next credential starts or ends: none when none will. */
  freshUntil: number | undefined;
}

/** The credentials valid today, and until when they are. */
export async function readBadges(): Promise<Badges> {
  const { text, freshUntil } = await readPublicView(views.credentials);
  return { credentials: z.array(credentialSchema).parse(JSON.parse(text)), freshUntil };
}

/** `html` with each badge mark it holds filled in; with no valid credential, left as built. */
export function withBadges(html: string, credentials: readonly Credential[], locale: Locale): string {
  if (credentials.length === 0) return html;
  return (Object.entries(badgeMarks) as [BadgePlace, string][]).reduce(
    (page, [place, mark]) => (page.includes(mark) ? page.replace(mark, () => credentialBadges(credentials, locale, place)) : page),
    html,
  );
}

/** The earlier of two instants an answer must not outlive (none: no limit). */
export function earliest(first: number | undefined, second: number | undefined): number | undefined {
  if (first === undefined) return second;
  if (second === undefined) return first;
  return Math.min(first, second);
}
