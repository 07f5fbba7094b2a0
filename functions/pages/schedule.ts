import { SCHEDULE_USER } from '#src/schemas/audit.ts';
import { message } from '#src/schemas/messages.ts';
import type { SessionUser } from '#src/schemas/auth.ts';
import type { PageDocument } from '#src/schemas/pages.ts';

type Role = SessionUser['role'];
import { isLegalPage } from '#src/site/pages.ts';
import { appendAudit } from '#functions/audit/audit.ts';
import { HttpError } from '#functions/platform/http.ts';
import { pageHistoryId, readPagesAsShown, writePage } from '#functions/pages/pages.ts';
import { publishDraft, withoutSchedule } from '#functions/pages/publish.ts';

// Scheduled publishing of pages. A page's schedule publishes its draft as it
// stands when the date comes, through the same path as a person's publish
// (history, purge), in the name of who scheduled it. Unlike a project, whose
// visibility is decided when the public reads (ADR 0034), a page has one
// published version, so the schedule writes it: the scheduled function
// (netlify/functions/note-schedules.mts, every 5 minutes) publishes the pages
// whose date passed.

/** Whether `role` may publish, so schedule, a page of `type`: the legal pages bind the company (ADR 0058). */
export const mayPublishPage = (type: PageDocument['type'], role: Role) => !isLegalPage(type) || role === 'admin';

/**
 * A draft changed by someone who may not publish the page loses its
 * schedule: otherwise their words would go live on the authority of whoever
 * scheduled it.
 */
export const scheduleKeptFor = (page: PageDocument, role: Role): PageDocument =>
  page.publish_at && !mayPublishPage(page.type, role) ? withoutSchedule(page) : page;

async function publishDue(page: PageDocument, clock: number): Promise<'published' | 'refused' | 'skipped'> {
  const scheduledFor = page.publish_at ?? '';
  const by = page.scheduled_by ?? SCHEDULE_USER;
  const audit = { user: SCHEDULE_USER, ip: '', collection: 'pages', item_id: pageHistoryId(page.id), item_label: page.id };
  try {
    // A run that raced another, or a person who moved or cancelled the date since it was read, leaves the page alone.
    await publishDraft(page, by, new Date(clock).toISOString(), (current) => {
      if (current.publish_at !== scheduledFor) throw new HttpError(409, message('changed_since'));
    });
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 400) {
      if (error instanceof HttpError && error.status === 409) return 'skipped';
      throw error;
    }
    // The draft lost a field it needs since it was scheduled: the schedule ends, and the log says why.
    await writePage(page.id, SCHEDULE_USER, 'update', (current) =>
      current.publish_at === scheduledFor ? withoutSchedule(current) : current,
    );
    await appendAudit({
      ...audit,
      action: 'published_on_schedule',
      outcome: 'failure',
      status: 400,
      scheduled_for: scheduledFor,
      error: error.message,
      error_code: 'page_incomplete',
    });
    return 'refused';
  }
  await appendAudit({ ...audit, action: 'published_on_schedule', outcome: 'success', status: 200, scheduled_for: scheduledFor });
  return 'published';
}

/** One run of the schedule: publishes every page whose date is past. */
export async function publishDuePages(clock = Date.now()): Promise<{ published: number; refused: number }> {
  const due = (await readPagesAsShown()).filter((page) => page.publish_at !== undefined && Date.parse(page.publish_at) <= clock);
  const outcomes = [];
  for (const page of due) outcomes.push(await publishDue(page, clock));
  return {
    published: outcomes.filter((outcome) => outcome === 'published').length,
    refused: outcomes.filter((outcome) => outcome === 'refused').length,
  };
}
