import { addDays, parisDay, startOfCompanyDay } from '#src/lib/calendar/company-days.ts';

// When a credential shows: from the start of its valid_from day to the end of
// its valid_until day, as the company's calendar counts days (Europe/Paris),
// and only while published. Decided when the public reads, so an expired
// credential leaves every public place at its date with nobody online; the
// public view and the CDN keep an answer no longer than the next such instant
// (nextValidityChange), the way scheduled projects do (ADR 0034).

const DAY_MS = 86_400_000;

export interface Validity {
  is_published: boolean;
  valid_from: string;
  valid_until: string;
}

/** Whether a credential is shown to visitors at `now`. */
export const isValidAt = (item: Validity, now: number): boolean => {
  if (!item.is_published) return false;
  const today = parisDay(now);
  return item.valid_from <= today && today <= item.valid_until;
};

/** The instant after which a credential no longer shows: the start of the day after its valid_until. */
export const expiresAt = (item: Pick<Validity, 'valid_until'>): number => startOfCompanyDay(addDays(item.valid_until, 1));

/** The next instant after `now` at which a published credential appears or disappears, if any. */
export function nextValidityChange(items: readonly Validity[], now: number): number | undefined {
  let next: number | undefined;
  for (const item of items) {
    if (!item.is_published) continue;
    for (const instant of [startOfCompanyDay(item.valid_from), expiresAt(item)]) {
      if (instant > now && (next === undefined || instant < next)) next = instant;
    }
  }
  return next;
}

/** Whole days from the company's today to a credential's last valid day (0: its last day is today; negative: expired). */
export function daysLeft(item: Pick<Validity, 'valid_until'>, now: number): number {
  return Math.round((Date.parse(`${item.valid_until}T12:00:00Z`) - Date.parse(`${parisDay(now)}T12:00:00Z`)) / DAY_MS);
}

/** How many days before its end the admin warns of a credential's expiry. */
const EXPIRY_WARNING_DAYS = 60;

export type ExpiryState = 'upcoming' | 'valid' | 'expiring' | 'expired';

/** Where a credential's dates stand at `now`, published or not: not yet valid, valid, ending within 60 days, or past its end. */
export function expiryState(item: Pick<Validity, 'valid_from' | 'valid_until'>, now: number): ExpiryState {
  const today = parisDay(now);
  if (item.valid_until < today) return 'expired';
  if (item.valid_from > today) return 'upcoming';
  return daysLeft(item, now) <= EXPIRY_WARNING_DAYS ? 'expiring' : 'valid';
}
