import { message } from '#src/schemas/messages.ts';
import type { AudienceDay, AudienceQuery, AudienceReport, Ranked } from '#src/schemas/audience.ts';
import { addDays, daysBetween, daysFrom, parisDay } from '#src/lib/calendar/company-days.ts';
import { addCount, countsFrom } from '#functions/audience/counts.ts';
import { DIRECT, emptyDay, readDay, withViews } from '#functions/audience/days.ts';
import { daysWithViews, readViews, viewKeys } from '#functions/audience/views.ts';
import { listApplications } from '#functions/applications/applications.ts';
import { listEnquiries } from '#functions/enquiries/enquiries.ts';
import { HttpError } from '#functions/platform/http.ts';

// The Audience screen's figures for a period (GET /api/admin/audience): each
// day's folded counts, plus the views the roll-up has not folded yet (today's,
// mostly), so a view shows the next time the screen is opened; and the
// enquiries and job applications received in the period by the page that
// led to them.

/** The longest period asked at once: the whole retention period (25 months) and a little more. */
const MAX_PERIOD_DAYS = 800;
const DEFAULT_DAYS = 30;
/** An enquiry sent before the site recorded where it came from. */
const UNKNOWN = '(unknown)';

const rank = (counts: Record<string, number>): Ranked =>
  Object.entries(counts)
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));

function periodOf(query: AudienceQuery, now: number): { from: string; to: string } {
  const to = query.to ?? parisDay(now);
  const from = query.from ?? addDays(to, 1 - DEFAULT_DAYS);
  if (from > to || daysBetween(from, to) > MAX_PERIOD_DAYS) {
    throw new HttpError(400, message('audience_period', { days: MAX_PERIOD_DAYS }));
  }
  return { from, to };
}

/** A day as it stands: folded counts and the views still on their own. */
async function dayAsItStands(date: string, unfolded: ReadonlySet<string>): Promise<AudienceDay> {
  const day = (await readDay(date)) ?? emptyDay(date);
  if (!unfolded.has(date)) return day;
  const keys = await viewKeys(date, day.folded_until);
  return withViews(day, await readViews(keys), day.folded_until);
}

/** A portfolio project's page, in either language: its slug. */
const PROJECT_PAGE = /^\/(?:fr\/)?projects-enhanced\/([^/]+)$/;

/** Each project's views per day, by slug, one number per day of the period. */
function projectDays(days: readonly AudienceDay[]): Record<string, number[]> {
  const series = countsFrom<number[]>();
  days.forEach((day, index) => {
    for (const [path, count] of Object.entries(day.paths)) {
      const slug = PROJECT_PAGE.exec(path)?.[1];
      if (!slug) continue;
      const line = (series[slug] ??= days.map(() => 0));
      line[index] = (line[index] ?? 0) + count;
    }
  });
  return series;
}

function merge(into: Record<string, number>, counts: Record<string, number>): void {
  for (const [key, count] of Object.entries(counts)) addCount(into, key, count);
}

export async function audienceReport(query: AudienceQuery, now = Date.now()): Promise<AudienceReport> {
  const { from, to } = periodOf(query, now);
  const dates = daysFrom(from, to);
  const unfolded = new Set((await daysWithViews()).filter((date) => date >= from && date <= to));
  const days: AudienceDay[] = [];
  for (let start = 0; start < dates.length; start += 16) {
    days.push(...(await Promise.all(dates.slice(start, start + 16).map((date) => dayAsItStands(date, unfolded)))));
  }
  const totals = {
    paths: countsFrom<number>(),
    referrers: countsFrom<number>(),
    languages: countsFrom<number>(),
    devices: countsFrom<number>(),
  };
  for (const day of days) {
    merge(totals.paths, day.paths);
    merge(totals.referrers, day.referrers);
    merge(totals.languages, day.languages);
    merge(totals.devices, day.devices);
  }
  const inPeriod = (item: { created_at: string }) => {
    const date = parisDay(Date.parse(item.created_at));
    return date >= from && date <= to;
  };
  const [enquiries, applications] = await Promise.all([
    listEnquiries().then((items) => items.filter(inPeriod)),
    listApplications(now).then((items) => items.filter(inPeriod)),
  ]);
  const applicationSources = countsFrom<number>();
  for (const application of applications) addCount(applicationSources, application.source_path ?? UNKNOWN);
  const bySource = countsFrom<number>();
  const byReferrer = countsFrom<number>();
  for (const enquiry of enquiries) {
    addCount(bySource, enquiry.source_path ?? UNKNOWN);
    addCount(byReferrer, enquiry.source_referrer ?? (enquiry.source_path ? DIRECT : UNKNOWN));
  }
  return {
    from,
    to,
    days: days.map((day) => ({ date: day.date, views: day.views })),
    views: days.reduce((sum, day) => sum + day.views, 0),
    paths: rank(totals.paths),
    referrers: rank(totals.referrers),
    languages: rank(totals.languages),
    devices: rank(totals.devices),
    project_days: projectDays(days),
    enquiries: { total: enquiries.length, by_source: rank(bySource), by_referrer: rank(byReferrer) },
    applications: { total: applications.length, by_source: rank(applicationSources) },
  };
}
