import { createHash } from 'node:crypto';
import * as z from '#functions/platform/zod.ts';
import { SCHEDULE_USER, type AuditAction } from '#src/schemas/audit.ts';
import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import { appendAuditOnce } from '#functions/audit/audit.ts';
import { collections, readCollection } from '#functions/content/collections.ts';
import { publishChange } from '#functions/content/publish.ts';
import { cacheTags } from '#functions/platform/cache.ts';
import { updateDocument } from '#functions/platform/store.ts';

// Scheduled publishing is applied when the site reads (ADR 0034), so nothing
// runs at the minute a project appears or goes. A schedule (every 5 minutes)
// notes each such change once in the audit log and purges the CDN entries that
// show the project (ADR 0050).
//
// One document says what has been noted. A run claims, by compare-and-swap,
// the dates that passed between the last run's time and its own, and adds them
// to `pending`; then it writes their audit entries (each under a key derived
// from the project, the kind and the date, so a second writer stores nothing),
// purges, and takes them out of `pending`. Two runs at once claim disjoint
// spans; a run that dies half way leaves `pending` for the next.
//
// Only a date that was set before it passed is a scheduled change: one a
// person set in the past is their own edit, already in the log. The proof is
// that the last run saw the date still to come (`watching`), or that the project
// was last saved before the date.

const KEY = 'schedule/noted';
/** What the first run looks back over (the schedule's period). */
const FIRST_SPAN_MS = 5 * 60 * 1000;

const kinds = [
  { field: 'publish_at', action: 'published_on_schedule' },
  { field: 'unpublish_at', action: 'expired_on_schedule' },
] as const satisfies readonly { field: 'publish_at' | 'unpublish_at'; action: AuditAction }[];

const eventSchema = z.object({
  project_id: z.string(),
  action: z.enum(['published_on_schedule', 'expired_on_schedule']),
  title: z.string(),
  scheduled_for: z.iso.datetime(),
  noted_at: z.iso.datetime(),
});
type ScheduleEvent = z.infer<typeof eventSchema>;
/** What the schedule reads of a stored project. */
type Dated = Pick<ProjectEnhanced, 'id' | 'title' | 'is_published' | 'publish_at' | 'unpublish_at' | 'updated_at'>;

const notesSchema = z.object({
  /** Dates up to this instant have been claimed. */
  checked_at: z.nullable(z.iso.datetime()),
  /** The dates still to come at `checked_at`, by project, as stored on the project. */
  watching: z.record(z.string(), z.object({ publish_at: z.optional(z.string()), unpublish_at: z.optional(z.string()) })),
  /** Claimed, not yet written to the log. */
  pending: z.array(eventSchema),
});
type Notes = z.infer<typeof notesSchema>;

const emptyNotes = (): Notes => ({ checked_at: null, watching: {}, pending: [] });
const eventKey = (event: Pick<ScheduleEvent, 'project_id' | 'action' | 'scheduled_for'>) =>
  `${event.project_id}|${event.action}|${event.scheduled_for}`;

/** The dates of `projects` that passed in (since, now] and were set before they passed. */
function passedDates(projects: readonly Dated[], notes: Notes, since: number, now: number): ScheduleEvent[] {
  const events: ScheduleEvent[] = [];
  for (const project of projects) {
    if (!project.is_published) continue;
    for (const { field, action } of kinds) {
      const stored = project[field];
      if (!stored) continue;
      const at = Date.parse(stored);
      if (at <= since || at > now) continue;
      // The same instant, however its offset was written (a form sends it in UTC, the API may not).
      const watched = notes.watching[project.id]?.[field];
      const seenComing = watched !== undefined && Date.parse(watched) === at;
      if (!seenComing && Date.parse(project.updated_at) >= at) continue;
      events.push({
        project_id: project.id,
        action,
        title: project.title,
        scheduled_for: new Date(at).toISOString(),
        noted_at: new Date(now).toISOString(),
      });
    }
  }
  return events;
}

/** The published projects' dates still to come after `now`. */
function comingDates(projects: readonly Dated[], now: number): Notes['watching'] {
  const watching: Notes['watching'] = {};
  for (const project of projects) {
    if (!project.is_published) continue;
    const coming = Object.fromEntries(
      kinds.flatMap(({ field }) => {
        const stored = project[field];
        return stored && Date.parse(stored) > now ? [[field, stored]] : [];
      }),
    );
    if (Object.keys(coming).length > 0) watching[project.id] = coming;
  }
  return watching;
}

/** Claims the dates passed since the last run; answers every event still to write (earlier runs' leftovers included). */
function claim(projects: readonly Dated[], clock: number): Promise<ScheduleEvent[]> {
  return updateDocument(KEY, notesSchema, emptyNotes, (notes) => {
    const since = notes.checked_at ? Date.parse(notes.checked_at) : clock - FIRST_SPAN_MS;
    // A run that lost the race to a later one never claims back what that one claimed.
    const now = Math.max(clock, since);
    const known = new Set(notes.pending.map(eventKey));
    const fresh = passedDates(projects, notes, since, now).filter((event) => !known.has(eventKey(event)));
    const pending = [...notes.pending, ...fresh];
    return {
      value: { checked_at: new Date(now).toISOString(), watching: comingDates(projects, now), pending },
      result: pending,
    };
  });
}

/** A UUID-shaped digest of the event, so its audit entry has one key whoever writes it. */
function eventUuid(event: ScheduleEvent): string {
  const hex = createHash('sha256').update(eventKey(event)).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

async function writeEntry(event: ScheduleEvent): Promise<boolean> {
  return appendAuditOnce({
    id: `${event.noted_at}-${eventUuid(event)}`,
    at: event.noted_at,
    user: SCHEDULE_USER,
    action: event.action,
    outcome: 'success',
    status: 200,
    ip: '',
    collection: collections.projectsEnhanced.name,
    item_id: event.project_id,
    item_label: event.title,
    scheduled_for: event.scheduled_for,
  });
}

export interface ScheduleNotesRun {
  /** Entries this run wrote (another run may have written the rest). */
  written: number;
  /** Events handled (written now or before). */
  handled: number;
}

/** One run of the schedule: note the dates passed since the last one and purge what shows their projects. */
export async function noteScheduledChanges(clock = Date.now()): Promise<ScheduleNotesRun> {
  const { items } = await readCollection(collections.projectsEnhanced);
  const pending = await claim(items, clock);
  if (pending.length === 0) return { written: 0, handled: 0 };
  await publishChange({
    what: 'schedule',
    tags: [cacheTags.projectsEnhanced, ...pending.map((event) => cacheTags.projectEnhanced(event.project_id))],
  });
  const written = await Promise.all(pending.map(writeEntry));
  const done = new Set(pending.map(eventKey));
  await updateDocument(KEY, notesSchema, emptyNotes, (notes) => {
    const left = notes.pending.filter((event) => !done.has(eventKey(event)));
    return { value: left.length === notes.pending.length ? undefined : { ...notes, pending: left }, result: undefined };
  });
  return { written: written.filter(Boolean).length, handled: pending.length };
}
