import * as z from '#functions/platform/zod.ts';
import { APPLICATION_RETENTION_MS } from '#src/lib/privacy/retention.ts';
import { message } from '#src/schemas/messages.ts';
import { applicationSchema, type Application, type ApplicationStatus } from '#src/schemas/application.ts';
import { findOrThrow } from '#functions/platform/requests.ts';
import { readDocument, updateDocument } from '#functions/platform/store.ts';
import { nextUpdateTime, refuseStale } from '#functions/platform/versions.ts';
import { deleteCv, sweepOrphanCvs } from '#functions/applications/cv-files.ts';

// Job applications, kept in one document as the enquiries are (few, read
// whole by the inbox). Every write purges those past their retention: an
// unsuccessful application (new, reviewed or rejected) two years after its
// last change, with its CV; a hired one is kept until staff delete it
// (ADR 0071). The hourly sweep purges them too when nothing is written.

export const APPLICATIONS_KEY = 'applications';
const NOT_FOUND = message('not_found', { item: 'application' });

const applicationsSchema = z.object({ items: z.array(applicationSchema) });
type Applications = z.infer<typeof applicationsSchema>;
const none = (): Applications => ({ items: [] });

/** Past its retention: unsuccessful, and unchanged for two years. Never shown again, erased with its CV. */
const isPastRetention = (item: Application, now = Date.now()) =>
  item.status !== 'hired' && now - Date.parse(item.updated_at) >= APPLICATION_RETENTION_MS;

/** Splits the stored items into those kept and those past their retention (whose CVs must go). */
function sweep(items: readonly Application[], now: number): { kept: Application[]; expired: Application[] } {
  const kept: Application[] = [];
  const expired: Application[] = [];
  for (const item of items) (isPastRetention(item, now) ? expired : kept).push(item);
  return { kept, expired };
}

/** Erases the CVs of applications removed from the document (after the write that removed them). */
async function eraseCvs(items: readonly Application[]): Promise<void> {
  await Promise.all(items.map((item) => deleteCv(item.id)));
}

/**
 * Changes the document within the retention purge: `change` gets the items
 * kept and answers the next items (undefined: no change besides the purge)
 * and a result. The CVs of every application leaving the document are erased.
 */
async function changeApplications<R>(
  change: (items: Application[]) => { items: Application[] | undefined; removed?: Application[]; result: R },
): Promise<R> {
  let gone: Application[] = [];
  const result = await updateDocument(APPLICATIONS_KEY, applicationsSchema, none, (current) => {
    const { kept, expired } = sweep(current.items, Date.now());
    const next = change(kept);
    gone = [...expired, ...(next.removed ?? [])];
    const items = next.items ?? (expired.length > 0 ? kept : undefined);
    return { value: items ? { items } : undefined, result: next.result };
  });
  await eraseCvs(gone);
  return result;
}

const newestFirst = (items: readonly Application[]) =>
  [...items].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));

/** The applications within their retention, newest first. */
export async function listApplications(now = Date.now()): Promise<Application[]> {
  const { items } = await readDocument(APPLICATIONS_KEY, applicationsSchema, none);
  return newestFirst(items.filter((item) => !isPastRetention(item, now)));
}

/** One application; 404 when there is none with this id. */
export async function readApplication(id: string): Promise<Application> {
  return findOrThrow(await listApplications(), id, NOT_FOUND);
}

/** Adds a new application (its CV already stored). */
export function addApplication(application: Application): Promise<Application> {
  return changeApplications((items) => ({ items: [...items, application], result: application }));
}

/**
 * Changes one application as `change` says (undefined: leave it); answers it
 * after the change, or undefined when it is gone or nothing changed.
 */
export function changeApplication(id: string, change: (item: Application) => Application | undefined): Promise<Application | undefined> {
  return changeApplications((items) => {
    const existing = items.find((item) => item.id === id);
    const next = existing && change(existing);
    if (!next) return { items: undefined, result: undefined };
    return { items: items.map((item) => (item.id === id ? next : item)), result: next };
  });
}

/** Sets the status; 404 when there is none, 409 when `expected` is not its version (its updated_at). */
export function setApplicationStatus(id: string, status: ApplicationStatus, expected?: string): Promise<Application> {
  return changeApplications((items) => {
    const existing = findOrThrow(items, id, NOT_FOUND);
    refuseStale(expected, existing);
    if (existing.status === status) return { items: undefined, result: existing };
    const next = { ...existing, status, updated_at: nextUpdateTime(existing) };
    return { items: items.map((item) => (item.id === id ? next : item)), result: next };
  });
}

/** Deletes an application and its CV; 404 when there is none with this id. */
export function deleteApplication(id: string): Promise<Application> {
  return changeApplications((items) => {
    const removed = findOrThrow(items, id, NOT_FOUND);
    return { items: items.filter((item) => item.id !== id), removed: [removed], result: removed };
  });
}

const normalAddress = (email: string) => email.trim().toLowerCase();

/** Whether an application was sent from this address (whatever its case), as a person's request names it. */
export const appliedFrom = (email: string) => {
  const address = normalAddress(email);
  return (item: Application) => normalAddress(item.email) === address;
};

/** Erases every application sent from an address, with their CVs; answers the ids erased. */
export function removeApplicationsFrom(email: string): Promise<string[]> {
  const fromSubject = appliedFrom(email);
  return changeApplications((items) => {
    const removed = items.filter(fromSubject);
    if (removed.length === 0) return { items: undefined, result: [] };
    return { items: items.filter((item) => !fromSubject(item)), removed, result: removed.map((item) => item.id) };
  });
}

/**
 * Erases the applications past their retention with their CVs, and the CVs
 * of no application (the hourly sweep); answers how many applications.
 */
export async function purgeExpiredApplications(now = Date.now()): Promise<number> {
  let expired: Application[] = [];
  const kept = await updateDocument(APPLICATIONS_KEY, applicationsSchema, none, (current) => {
    const swept = sweep(current.items, now);
    expired = swept.expired;
    return { value: expired.length > 0 ? { items: swept.kept } : undefined, result: swept.kept };
  });
  await eraseCvs(expired);
  await sweepOrphanCvs(new Set(kept.map((item) => item.id)), now);
  return expired.length;
}
