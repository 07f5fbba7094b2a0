import type { Locale } from '#src/i18n/locales.ts';
import { earliest, readBadges, withBadges, type Badges } from '#functions/site-pages/badges.ts';
import { readNavigation, withNavigation, type Navigation } from '#functions/site-pages/navigation.ts';

// What every page rendered on demand shows beyond its own content: the other
// pages' names and French links as published (ADR 0074) and the credentials
// valid today (ADR 0076). Read together, once per answer, and put in the same
// order everywhere.

export interface SiteParts {
  navigation: Navigation;
  badges: Badges;
  /** When either changes by itself: the next credential to start or end, or a scheduled publish of a named page (ADR 0085). */
  freshUntil: number | undefined;
}

/** The published names and today's credentials, read at once. */
export async function readSiteParts(): Promise<SiteParts> {
  const [{ navigation, freshUntil }, badges] = await Promise.all([readNavigation(), readBadges()]);
  return { navigation, badges, freshUntil: earliest(freshUntil, badges.freshUntil) };
}

/** `html` with its name marks rewritten and its badge marks filled in. */
export function withSiteParts(html: string, { navigation, badges }: SiteParts, locale: Locale): string {
  return withBadges(withNavigation(html, navigation, locale), badges.credentials, locale);
}
