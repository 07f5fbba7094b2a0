import { endpoints } from '#src/schemas/endpoints.ts';
import { issueOf, message } from '#src/schemas/messages.ts';
import { pageDetailSchema, pageScheduleInputSchema } from '#src/schemas/pages.ts';
import { HttpError, parseWith, respond } from '#functions/platform/http.ts';
import { pageOfQuery } from '#functions/pages/page-query.ts';
import { detailOf, readPage, writePage } from '#functions/pages/pages.ts';
import { assertPublishable, publishedPageTags, withoutSchedule } from '#functions/pages/publish.ts';
import { publishChange } from '#functions/content/publish.ts';
import { mayPublishPage } from '#functions/pages/schedule.ts';
import { publishIfDue } from '#functions/pages/live.ts';
import { readObject } from '#functions/platform/requests.ts';
import { route, type HandlerContext } from '#functions/platform/route.ts';
import { expectedVersion, refuseStale } from '#functions/platform/versions.ts';

// PUT /api/pages/schedule?id=: publish the page's draft at a date to come
// (functions/pages/schedule.ts), or cancel that (`publish_at: null`). Who may
// publish the page may schedule it: the legal pages need an administrator.
// The draft must be publishable now (400 as a publish), though it is the draft
// as it stands on the date that goes live. The page's version does not move:
// the draft is unchanged, so a form open on it saves as before; the date the
// sender's screen showed tells a schedule changed since (409).

const instantOf = (iso: string | null | undefined) => (iso ? Date.parse(iso) : null);

async function schedule(req: Request, { session }: HandlerContext<'staff'>): Promise<Response> {
  const { id, type } = pageOfQuery(req);
  if (!mayPublishPage(type, session.role)) throw new HttpError(403, message('legal_publish_admin_only'));
  const expected = expectedVersion(req);
  const { publish_at, current_publish_at: shown } = parseWith(pageScheduleInputSchema, await readObject(req));
  const at = publish_at === null ? undefined : new Date(publish_at).toISOString();
  // A date that came already published its draft (ADR 0085): what is set or cancelled now is the next.
  await publishIfDue(id);
  if (at !== undefined) {
    if (Date.parse(at) <= Date.now()) {
      const said = message('schedule_in_past');
      throw new HttpError(400, said, { issues: [issueOf('publish_at', said)] });
    }
    const checked = await readPage(id);
    refuseStale(expected, checked, detailOf(checked));
    assertPublishable(checked);
  }
  const page = await writePage(id, session.username, 'update', (current) => {
    refuseStale(expected, current, detailOf(current));
    if (shown !== undefined && instantOf(shown) !== instantOf(current.publish_at))
      throw new HttpError(409, message('schedule_changed'), { current: detailOf(current) });
    return at === undefined
      ? withoutSchedule(current)
      : { ...current, publish_at: at, scheduled_by: session.username, scheduled_at: new Date().toISOString() };
  });
  // An answer the CDN took before the schedule was set is kept a year: purged, the next is built to last until the date.
  await publishChange({ what: 'page schedule changed', tags: publishedPageTags(page) });
  return respond(pageDetailSchema, detailOf(page));
}

export const pagesScheduleHandler = route(endpoints.pagesSchedule, { PUT: schedule });
