import { audienceDaySchema, type AudienceDay, type View } from '#src/schemas/audience.ts';
import { readOptional } from '#functions/platform/store.ts';
import { addCount, countsFrom } from '#functions/audience/counts.ts';

// A day's counts (audience/days/<day>): the views the roll-up folded, counted
// per path, referring domain, language and device.

export const DAYS_PREFIX = 'audience/days/';
export const dayKey = (day: string) => `${DAYS_PREFIX}${day}`;

/** Past this many different paths (or domains) in a day, the rest count under OTHER: a flood of made-up paths cannot grow a day without end. */
const MAX_KEYS = 1000;
const OTHER = '(other)';
/** A view that came from no other site: typed, bookmarked, or a link on this one. */
export const DIRECT = '(direct)';

export const emptyDay = (date: string): AudienceDay => ({
  date,
  folded_until: '',
  views: 0,
  paths: {},
  referrers: {},
  languages: {},
  devices: {},
});

function add(counts: Record<string, number>, key: string): void {
  addCount(counts, key in counts || Object.keys(counts).length < MAX_KEYS ? key : OTHER);
}

/** The day with these views added (a new object: the store may retry with the same input). */
export function withViews(day: AudienceDay, views: readonly View[], foldedUntil: string): AudienceDay {
  const next: AudienceDay = {
    ...day,
    folded_until: foldedUntil,
    views: day.views + views.length,
    paths: countsFrom(day.paths),
    referrers: countsFrom(day.referrers),
    languages: countsFrom(day.languages),
    devices: countsFrom(day.devices),
  };
  for (const view of views) {
    add(next.paths, view.path);
    add(next.referrers, view.referrer ?? DIRECT);
    add(next.languages, view.language);
    add(next.devices, view.device);
  }
  return next;
}

export const readDay = (day: string) => readOptional(dayKey(day), audienceDaySchema);
