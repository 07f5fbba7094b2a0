import * as z from '#src/schemas/zod-mini.ts';
import { schemaIssue, zodMessage } from '#src/schemas/coded-issues.ts';
import type { Issue } from '#src/schemas/api.ts';
import type { Field } from '#src/schemas/field-labels.ts';

// Scheduled publishing (ADR 0034): a published project may carry a
// date from which it shows and a date from which it no longer does. Visibility
// is decided when the public reads, so it holds to the minute with nobody
// online; the public views and the CDN keep an answer no longer than the next
// such date (functions/content/views.ts, functions/platform/cache.ts).

/** An instant as UTC text; a text that is none is left for the format's check to refuse (checks run on after a failed one). */
const inUtc = (value: string) => {
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : new Date(time).toISOString();
};

/**
 * An instant with any offset, kept in UTC: the same instant is then the same
 * text wherever it is compared. One that UTC puts past year 9999 (or before
 * year 0) is refused: ISO writes it with six digits and a sign
 * (+010000-01-01T…), which no stored instant's check accepts, so the record
 * would be unreadable once written.
 */
export const utcInstant = (field: Field) =>
  z.iso.datetime({ offset: true, error: zodMessage('not_datetime', { field }) }).check(
    z.overwrite(inUtc),
    z.refine((value) => !/^[+-]/.test(value), zodMessage('not_datetime', { field })),
  );

const instant = (field: Field) => z._default(z.nullable(utcInstant(field)), null);

export const scheduleFields = {
  /** Shown from this instant on (null: as soon as it is published). */
  publish_at: instant('publish_date'),
  /** Hidden from this instant on (null: never). */
  unpublish_at: instant('unpublish_date'),
};

export interface Scheduled {
  is_published: boolean;
  publish_at?: string | null | undefined;
  unpublish_at?: string | null | undefined;
}

export type ScheduleState = 'draft' | 'scheduled' | 'live' | 'expired';

const at = (iso: string | null | undefined) => (iso ? Date.parse(iso) : undefined);

/** Where a project stands at `now`: a draft, waiting for its publish date, shown, or past its unpublish date. */
export function scheduleState(item: Scheduled, now = Date.now()): ScheduleState {
  if (!item.is_published) return 'draft';
  const from = at(item.publish_at);
  const until = at(item.unpublish_at);
  if (until !== undefined && now >= until) return 'expired';
  if (from !== undefined && now < from) return 'scheduled';
  return 'live';
}

export const isLive = (item: Scheduled, now = Date.now()) => scheduleState(item, now) === 'live';

/** The next instant after `now` at which one of these items appears or disappears, if any. */
export function nextScheduledChange(items: readonly Scheduled[], now = Date.now()): number | undefined {
  let next: number | undefined;
  for (const item of items) {
    if (!item.is_published) continue;
    for (const instantAt of [at(item.publish_at), at(item.unpublish_at)]) {
      if (instantAt !== undefined && instantAt > now && (next === undefined || instantAt < next)) next = instantAt;
    }
  }
  return next;
}

/** A schedule that could never show the project. */
export function scheduleIssue(item: Scheduled): Issue | undefined {
  const from = at(item.publish_at);
  const until = at(item.unpublish_at);
  return from !== undefined && until !== undefined && until <= from
    ? schemaIssue('unpublish_at', { code: 'unpublish_before_publish', params: {} })
    : undefined;
}
