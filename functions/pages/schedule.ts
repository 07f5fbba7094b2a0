import { SCHEDULE_USER } from '#src/schemas/audit.ts';
import { message } from '#src/schemas/messages.ts';
import type { SessionUser } from '#src/schemas/session.ts';
import type { PageDocument } from '#src/schemas/pages.ts';

type Role = SessionUser['role'];
import { isLegalPage } from '#src/site/pages.ts';
import { appendAudit } from '#functions/audit/audit.ts';
import { HttpError } from '#functions/platform/http.ts';
import { pageHistoryId, readPagesAsShown, writePage } from '#functions/pages/pages.ts';
import { publishDraft, withoutSchedule } from '#functions/pages/publish.ts';
import { sponsorStands } from '#functions/auth/users.ts';

// Scheduled publishing of pages (ADR 0085, after 0062). A page's schedule
// publishes its draft as it stands when the date comes, through the same path
// as a person's publish (history, purge), in the name of who scheduled it.
// The first read at or after the date does it (functions/pages/live.ts), so a
// page goes live at its minute; the scheduled function
// (netlify/functions/note-schedules.mts, every 5 minutes) publishes the pages
// nobody read. Either way once: the write is compare-and-swap on the date.

/** Whether `role` may publish, so schedule, a page of `type`: the legal pages bind the company (ADR 0058). */
export const mayPublishPage = (type: PageDocument['type'], role: Role) => !isLegalPage(type) || role === 'admin';

/**
 * A draft changed by someone who may not publish the page loses its
 * schedule: otherwise their words would go live on the authority of whoever
 * scheduled it.
 */
export const scheduleKeptFor = (page: PageDocument, role: Role): PageDocument =>
  page.publish_at && !mayPublishPage(page.type, role) ? withoutSchedule(page) : page;

/**
 * Publishes `page`'s scheduled draft, its date passed: 'published' by the one
 * caller whose compare-and-swap took the date, 'skipped' by every other (a
 * reader or a run that raced it, or a person who moved or cancelled the date
 * since `page` was read), 'refused' when the draft lost a required field by
 * then. The version goes live dated by its schedule: from then on, any read
 * showed it.
 */
export async function publishDue(page: PageDocument): Promise<'published' | 'refused' | 'skipped'> {
  const scheduledFor = page.publish_at ?? '';
  const by = page.scheduled_by ?? SCHEDULE_USER;
  const audit = { user: SCHEDULE_USER, ip: '', collection: 'pages', item_id: pageHistoryId(page.id), item_label: page.id };
  const stillScheduled = (current: PageDocument) => {
    if (current.publish_at !== scheduledFor) throw new HttpError(409, message('changed_since'));
  };
  /** Ends the schedule without publishing, and the log says why, once. */
  const refuse = async (error: HttpError, code: string): Promise<'refused' | 'skipped'> => {
    try {
      await writePage(page.id, SCHEDULE_USER, 'update', (current) => {
        stillScheduled(current);
        return withoutSchedule(current);
      });
    } catch (ended) {
      if (ended instanceof HttpError && ended.status === 409) return 'skipped';
      throw ended;
    }
    await appendAudit({
      ...audit,
      action: 'published_on_schedule',
      outcome: 'failure',
      status: error.status,
      scheduled_for: scheduledFor,
      error: error.message,
      error_code: code,
    });
    return 'refused';
  };
  // A legal page goes live on an administrator's authority: the same account that set the schedule (made no later
  // than that; a schedule set before the time was kept: no later than its date), still an administrator now.
  const scheduler = { invited_by: by, created_at: page.scheduled_at ?? scheduledFor };
  if (isLegalPage(page.type) && !(await sponsorStands(scheduler)))
    return refuse(new HttpError(403, message('schedule_author_not_admin')), 'schedule_author_not_admin');
  try {
    await publishDraft(page, by, scheduledFor, stillScheduled);
  } catch (error) {
    if (error instanceof HttpError && error.status === 409) return 'skipped';
    if (!(error instanceof HttpError) || error.status !== 400) throw error;
    // The draft lost a field it needs since it was scheduled.
    return refuse(error, 'page_incomplete');
  }
  await appendAudit({ ...audit, action: 'published_on_schedule', outcome: 'success', status: 200, scheduled_for: scheduledFor });
  return 'published';
}

/** Whether `page` has a scheduled publish at or before `clock`. */
export const isDue = (page: PageDocument, clock: number) => page.publish_at !== undefined && Date.parse(page.publish_at) <= clock;

/** One run of the schedule: publishes every page whose date is past and that no read published yet. */
export async function publishDuePages(clock = Date.now()): Promise<{ published: number; refused: number }> {
  const due = (await readPagesAsShown()).filter((page) => isDue(page, clock));
  const outcomes = [];
  for (const page of due) outcomes.push(await publishDue(page));
  return {
    published: outcomes.filter((outcome) => outcome === 'published').length,
    refused: outcomes.filter((outcome) => outcome === 'refused').length,
  };
}
