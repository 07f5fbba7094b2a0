import * as z from '#functions/platform/zod.ts';
import { ENQUIRY_RETENTION_MS } from '#src/lib/privacy/retention.ts';
import { message } from '#src/schemas/messages.ts';
import { enquirySchema, type Contact, type Enquiry } from '#src/schemas/contact.ts';
import { findOrThrow, newId } from '#functions/platform/requests.ts';
import { readDocument, updateDocument, type Change } from '#functions/platform/store.ts';
import { csvDocument } from '#src/lib/csv.ts';
import { erasedEnquiries, sentFrom } from '#functions/privacy/erasures.ts';
import { nextUpdateTime, refuseStale } from '#functions/platform/versions.ts';

// Contact enquiries, kept in one document: /api/send-email stores every enquiry
// first and relays it second, so a relay failure never loses one (the relay
// and its retries: ./relay.ts); /api/enquiries is the admin's inbox. Enquiries
// past their retention (src/lib/privacy/retention.ts) are purged on every
// write and never read.

export const ENQUIRIES_KEY = 'enquiries';
const ENQUIRY_NOT_FOUND = message('not_found', { item: 'enquiry' });
const CLOCK_SKEW_MS = 5 * 60 * 1000;

export const enquiriesSchema = z.object({ items: z.array(enquirySchema) });
type Enquiries = z.infer<typeof enquiriesSchema>;
const noEnquiries = (): Enquiries => ({ items: [] });

/** Past its retention: never shown, never written again, never carried by a backup. */
export const isPastRetention = (item: Enquiry, now = Date.now()) => now - Date.parse(item.created_at) >= ENQUIRY_RETENTION_MS;

/**
 * Dated later than now (beyond a few minutes of clock difference between two
 * servers): no enquiry this site received can be, and one that were would
 * escape the purge for as long as it claims.
 */
export const isDatedInFuture = (item: Enquiry, now = Date.now()) => Date.parse(item.created_at) - now > CLOCK_SKEW_MS;

/** The stored enquiries within their retention (backups, functions/backup/backup.ts). */
export async function readEnquiries(): Promise<Enquiry[]> {
  return withinRetention((await readDocument(ENQUIRIES_KEY, enquiriesSchema, noEnquiries)).items);
}

/**
 * Adds the enquiries within their retention that the store does not have yet
 * (by id) and that were not erased (functions/privacy/erasures.ts); one it has
 * is never replaced or removed, and the expired ones are purged as on every
 * write. Answers how many were added.
 */
export async function addMissingEnquiries(incoming: readonly Enquiry[]): Promise<number> {
  return updateDocument(ENQUIRIES_KEY, enquiriesSchema, noEnquiries, async (current) => {
    // An erased person's enquiries never come back from a backup taken before their erasure. Read at each try: an
    // erasure notes the address before it removes the enquiries, so a try its removal made fail sees the note.
    const erased = await erasedEnquiries();
    const kept = withinRetention(current.items);
    const known = new Set(kept.map((item) => item.id));
    const added = firstOfEachId(withinRetention(incoming).filter((item) => !erased(item))).filter((item) => !known.has(item.id));
    const changed = added.length > 0 || kept.length < current.items.length;
    return { value: changed ? { items: [...kept, ...added] } : undefined, result: added.length };
  });
}

/** Each id once, the first: a later enquiry under the same id is not another one, and would be overwritten by every change to it. */
export function firstOfEachId(items: readonly Enquiry[]): Enquiry[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
}

function withinRetention(items: readonly Enquiry[], now = Date.now()): Enquiry[] {
  return items.filter((item) => !isPastRetention(item, now));
}

function newestFirst(items: readonly Enquiry[]): Enquiry[] {
  return [...items].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
}

/** The same message from the same person this soon after the first is the visitor sending again, not a new enquiry. */
const REPEAT_WINDOW_MS = 10 * 60 * 1000;

const folded = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The same name, address and message (whatever their case and spacing),
 * within the window: the form sent twice. The name too, so that two people
 * writing the same words from one shared address stay two enquiries.
 */
function isRepeatOf(item: Enquiry, contact: Contact, now: number): boolean {
  const age = now - Date.parse(item.created_at);
  return (
    age >= -CLOCK_SKEW_MS &&
    age < REPEAT_WINDOW_MS &&
    folded(item.email) === folded(contact.email) &&
    folded(item.message) === folded(contact.message) &&
    folded(item.name) === folded(contact.name)
  );
}

export interface Received {
  enquiry: Enquiry;
  /** The message had just been received: nothing was added, `enquiry` is the first one. */
  repeat: boolean;
}

/**
 * Stores a new enquiry, its first relay attempt starting (`pending`, attempt
 * 1); or, when the same message came from the same address minutes ago (a
 * visitor sending again), stores nothing and answers that one. Both in one
 * compare-and-swap, so two sends at once make one enquiry.
 */
export async function storeEnquiry(contact: Contact): Promise<Received> {
  const at = new Date();
  const fresh: Enquiry = {
    ...contact,
    id: newId(),
    created_at: at.toISOString(),
    status: 'new',
    relay: { status: 'pending', attempts: 1, attempted_at: at.toISOString() },
  };
  return updateDocument(ENQUIRIES_KEY, enquiriesSchema, noEnquiries, (current): Change<Enquiries, Received> => {
    const items = withinRetention(current.items);
    const first = items.find((item) => isRepeatOf(item, contact, at.getTime()));
    if (first) return { value: undefined, result: { enquiry: first, repeat: true } };
    return { value: { items: [...items, fresh] }, result: { enquiry: fresh, repeat: false } };
  });
}

/**
 * Changes one enquiry within the retention purge every write does: `change`
 * answers the enquiry as it should be, or undefined to leave the store as it
 * is. Answers the enquiry after the change (undefined when there is none with
 * this id, or nothing changed).
 */
export async function changeEnquiry(id: string, change: (item: Enquiry) => Enquiry | undefined): Promise<Enquiry | undefined> {
  return updateDocument(ENQUIRIES_KEY, enquiriesSchema, noEnquiries, (current) => {
    const items = withinRetention(current.items);
    const existing = items.find((item) => item.id === id);
    const next = existing && change(existing);
    if (!next) return { value: undefined, result: undefined };
    return { value: { items: items.map((item) => (item.id === id ? next : item)) }, result: next };
  });
}

/** The enquiries within their three years, newest first. */
export async function listEnquiries(): Promise<Enquiry[]> {
  const { items } = await readDocument(ENQUIRIES_KEY, enquiriesSchema, noEnquiries);
  return newestFirst(withinRetention(items));
}

/** Sets an enquiry's status (new, read…); 404 when there is none with this id. */
/** `expected`: the version the change is based on (If-Match); a stale one is refused with 409. */
export async function setEnquiryStatus(id: string, status: Enquiry['status'], expected?: string): Promise<Enquiry> {
  return updateDocument(ENQUIRIES_KEY, enquiriesSchema, noEnquiries, (current) => {
    const items = withinRetention(current.items);
    const existing = findOrThrow(items, id, ENQUIRY_NOT_FOUND);
    refuseStale(expected, existing);
    const next = { ...existing, status, updated_at: nextUpdateTime(existing) };
    return { value: { items: items.map((item) => (item.id === id ? next : item)) }, result: next };
  });
}

/**
 * Marks an enquiry new or handled (the inbox's bulk action): whether it
 * changed, and the enquiry as stored now; 404 when there is none with this
 * id, 409 when `expected` is not its version.
 */
export async function markEnquiry(
  id: string,
  status: Enquiry['status'],
  expected?: string,
): Promise<{ changed: boolean; enquiry: Enquiry }> {
  type Marked = Change<Enquiries, { changed: boolean; enquiry: Enquiry }>;
  return updateDocument(ENQUIRIES_KEY, enquiriesSchema, noEnquiries, (current): Marked => {
    const items = withinRetention(current.items);
    const existing = findOrThrow(items, id, ENQUIRY_NOT_FOUND);
    refuseStale(expected, existing);
    if (existing.status === status) return { value: undefined, result: { changed: false, enquiry: existing } };
    const next = { ...existing, status, updated_at: nextUpdateTime(existing) };
    return { value: { items: items.map((item) => (item.id === id ? next : item)) }, result: { changed: true, enquiry: next } };
  });
}

/** Deletes an enquiry and answers it as it was; 404 when there is none with this id. */
export async function deleteEnquiry(id: string): Promise<Enquiry> {
  return updateDocument(ENQUIRIES_KEY, enquiriesSchema, noEnquiries, (current) => {
    const removed = findOrThrow(current.items, id, ENQUIRY_NOT_FOUND);
    return { value: { items: withinRetention(current.items).filter((item) => item.id !== id) }, result: removed };
  });
}

const csvColumns = [
  'created_at',
  'name',
  'email',
  'company',
  'phone',
  'message',
  'language',
  'status',
  'relay_status',
  'relay_reason',
] as const;

export function toCsv(items: readonly Enquiry[]): string {
  const rows = items.map((item) => {
    const values: Record<(typeof csvColumns)[number], string> = {
      created_at: item.created_at,
      name: item.name,
      email: item.email,
      company: item.company,
      phone: item.phone,
      message: item.message,
      language: item.language,
      status: item.status,
      relay_status: item.relay.status,
      relay_reason: item.relay.reason ?? '',
    };
    return csvColumns.map((column) => values[column]);
  });
  return csvDocument(csvColumns, rows);
}

/** Removes every enquiry sent from an address (whatever its case); answers the ids removed. */
export async function removeEnquiriesFrom(email: string): Promise<string[]> {
  const fromSubject = sentFrom(email);
  return updateDocument(ENQUIRIES_KEY, enquiriesSchema, noEnquiries, (current) => {
    const removed = current.items.filter(fromSubject).map((item) => item.id);
    const items = withinRetention(current.items).filter((item) => !removed.includes(item.id));
    return { value: removed.length > 0 || items.length < current.items.length ? { items } : undefined, result: removed };
  });
}

/** Deletes the enquiries past their retention (the hourly sweep: a quiet inbox has no write to purge them); answers how many. */
export async function purgeExpiredEnquiries(now = Date.now()): Promise<number> {
  return updateDocument(ENQUIRIES_KEY, enquiriesSchema, noEnquiries, (current) => {
    const kept = withinRetention(current.items, now);
    const purged = current.items.length - kept.length;
    return { value: purged > 0 ? { items: kept } : undefined, result: purged };
  });
}
