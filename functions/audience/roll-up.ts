import { audienceDaySchema } from '#src/schemas/audience.ts';
import { AUDIENCE_VIEW_RETENTION_MS, retention } from '#src/lib/privacy/retention.ts';
import { monthsBefore, parisDay } from '#src/lib/calendar/company-days.ts';
import { DAYS_PREFIX, dayKey, emptyDay, withViews } from '#functions/audience/days.ts';
import { SALTS_PREFIX } from '#functions/audience/salt.ts';
import { daysWithViews, readViews, viewKeys, viewTime } from '#functions/audience/views.ts';
import { deleteKey, listKeys, updateDocument } from '#functions/platform/store.ts';

// The roll-up (run by a schedule, ADR 0073): folds the views recorded on their
// own into their day's counts, deletes them, and deletes the days past the
// retention period (src/lib/privacy/retention.ts) and yesterday's salts.
// A fold is safe to repeat or to interrupt: the day records the last view it
// folded (`folded_until`) in the same write as the counts, and only views
// after it are added, so a view is counted once even when the deletes after
// the write never happened. Views younger than a minute wait for the next
// run, so one still being written cannot be passed over.

const SETTLE_MS = 60 * 1000;

export interface RollUpResult {
  folded: number;
  deleted_views: number;
  /** Views past their day of retention that could not be folded (a day's document unreadable): deleted uncounted. */
  expired_views: number;
  purged_days: number;
}

async function foldDay(day: string, now: number): Promise<{ folded: number; deleted: number }> {
  const keys = await viewKeys(day);
  const settled = keys.filter((key) => viewTime(key) <= now - SETTLE_MS);
  const { until, count } = await updateDocument(
    dayKey(day),
    audienceDaySchema,
    () => emptyDay(day),
    async (current) => {
      const fresh = settled.filter((key) => key > current.folded_until);
      const last = fresh.at(-1);
      if (!last) return { value: undefined, result: { until: current.folded_until, count: 0 } };
      const views = await readViews(fresh);
      return { value: withViews(current, views, last), result: { until: last, count: views.length } };
    },
  );
  const done = keys.filter((key) => key <= until);
  await Promise.all(done.map((key) => deleteKey(key)));
  return { folded: count, deleted: done.length };
}

export async function rollUp(now = Date.now()): Promise<RollUpResult> {
  let folded = 0;
  let deletedViews = 0;
  let expiredViews = 0;
  for (const day of await daysWithViews()) {
    try {
      const result = await foldDay(day, now);
      folded += result.folded;
      deletedViews += result.deleted;
    } catch (error) {
      console.error(JSON.stringify({ level: 'error', event: 'audience_fold_failed', day, error: String(error) }));
    }
    // A view is kept on its own a day at most, folded or not.
    const expired = (await viewKeys(day)).filter((key) => viewTime(key) < now - AUDIENCE_VIEW_RETENTION_MS);
    await Promise.all(expired.map((key) => deleteKey(key)));
    expiredViews += expired.length;
  }
  const today = parisDay(now);
  const oldest = monthsBefore(today, retention.audienceMonths);
  const expired = (await listKeys(DAYS_PREFIX)).filter((key) => key.slice(DAYS_PREFIX.length) < oldest);
  const staleSalts = (await listKeys(SALTS_PREFIX)).filter((key) => key.slice(SALTS_PREFIX.length) < today);
  await Promise.all([...expired, ...staleSalts].map((key) => deleteKey(key)));
  return { folded, deleted_views: deletedViews, expired_views: expiredViews, purged_days: expired.length };
}
