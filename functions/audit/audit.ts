import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { addDays, monthsBefore, parisDay, startOfCompanyDay } from '#src/lib/calendar/company-days.ts';
import { auditEntrySchema, type AuditAction, type AuditEntry, type AuditPage, type AuditQuery } from '#src/schemas/audit.ts';
import { createIfNew, deleteKey, listKeys, readOptional } from '#functions/platform/store.ts';
import { csvDocument } from '#src/lib/csv.ts';
import { retention } from '#src/lib/privacy/retention.ts';

// The audit log (ADR 0032): one document per admin action, written by the
// request router (functions/platform/http.ts) when a write request ends, whether it
// succeeded or failed, from what the request noted on the way: who (the
// session), what (the collection, the item and the fields a write changed,
// noted by functions/content/collections.ts), and the action when it is not the
// method's own (login, restore…). A request without a session is not recorded
// (functions/platform/route.ts): anyone can send those, as many as they like.
//   audit/<yyyy-mm>/<time>-<uuid>~<action>~<user, base64url>
// Kept one year: older months are removed by the nightly sweep and by reads.

export interface AuditNote {
  user?: string;
  action?: AuditAction;
  collection?: string;
  item_id?: string;
  item_label?: string;
  fields?: string[];
  /** The write sent no version: it replaced whatever was stored (ADR 0045). */
  last_write_wins?: true;
}

const requests = new AsyncLocalStorage<AuditNote>();

/** Runs a request with a note the code it calls can add to. */
export function withAuditNote<T>(run: () => Promise<T>): { note: AuditNote; result: Promise<T> } {
  const note: AuditNote = {};
  return { note, result: requests.run(note, run) };
}

/** Adds to the current request's note (nothing outside a noted request). */
export function noteAudit(facts: AuditNote): void {
  const note = requests.getStore();
  if (note) Object.assign(note, facts);
}

/**
 * Notes what a write acts on. The first item a request names is the one it is
 * about (a write may touch others on the way: a project whose redirect ends, the
 * projects a deleted sector leaves); later facts about that item are added.
 */
export function noteAuditItem(facts: Required<Pick<AuditNote, 'collection' | 'item_id'>> & AuditNote): void {
  const note = requests.getStore();
  if (note && (!note.item_id || note.item_id === facts.item_id)) Object.assign(note, facts);
}

const KEEP_MONTHS = retention.auditLogMonths;
const monthOf = (iso: string) => iso.slice(0, 7);

/**
 * An entry's key names its month, its id (its time first, so keys sort by
 * time) and, after `~`, its action and user (base64url), so the filters a
 * reader asks for most are applied to the key list before any entry is read.
 * Entries written before the suffix existed are read to be filtered.
 */
const keyOf = (entry: Pick<AuditEntry, 'id' | 'at' | 'action' | 'user'>) =>
  `audit/${monthOf(entry.at)}/${entry.id}~${entry.action}~${Buffer.from(entry.user).toString('base64url')}`;

interface KeyFacts {
  key: string;
  id: string;
  at: string;
  action?: string;
  user?: string;
}

function factsOf(key: string): KeyFacts {
  const [id = '', action, user] = key.slice('audit/yyyy-mm/'.length).split('~');
  return {
    key,
    id,
    at: id.slice(0, 24),
    ...(action === undefined ? {} : { action }),
    ...(user === undefined ? {} : { user: Buffer.from(user, 'base64url').toString('utf8') }),
  };
}

/** Appends an entry; a failure is logged, never answered (the action itself is done or refused already). */
export async function appendAudit(entry: Omit<AuditEntry, 'id' | 'at'>): Promise<void> {
  const at = new Date().toISOString();
  const id = `${at}-${randomUUID()}`;
  const key = keyOf({ id, at, action: entry.action, user: entry.user });
  try {
    await createIfNew(key, { id, at, ...entry });
  } catch (error) {
    // The entry's id finds it again; its key names the user, who stays out of the log (docs/privacy.md).
    const said = String(error).replaceAll(key, `audit/…/${id}`);
    console.error(JSON.stringify({ level: 'error', event: 'audit_write_failed', action: entry.action, entry: id, error: said }));
  }
}

/**
 * Stores an entry whose id and time the caller fixed, once: a second call with
 * the same id stores nothing and answers false. For entries the site writes by
 * itself, where two runs may note the same event (functions/content/schedule-notes.ts).
 * A store failure throws, so the caller can try again later.
 */
export async function appendAuditOnce(entry: AuditEntry): Promise<boolean> {
  return createIfNew(keyOf(entry), entry);
}

/** The months from `from` to `to`, as yyyy-mm. */
function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  const cursor = new Date(`${from.slice(0, 7)}-01T00:00:00Z`);
  while (monthOf(cursor.toISOString()) <= to.slice(0, 7)) {
    months.push(monthOf(cursor.toISOString()));
    cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return months;
}

/** The first moment the log still keeps: the same time of day, 12 calendar months ago (29 February's is 28 February's). */
export function auditKeptSince(now = Date.now()): string {
  const at = new Date(now).toISOString();
  return `${monthsBefore(at.slice(0, 10), KEEP_MONTHS)}${at.slice(10)}`;
}

/** Where an entry's time is in its key: `audit/<month>/<time>-<uuid>…` (its id begins with its time). */
const TIME_IN_KEY = 'audit/YYYY-MM/'.length;

/** Removes the entries older than the retention year, by their own time. */
export async function pruneAudit(now = Date.now()): Promise<number> {
  const since = auditKeptSince(now);
  const expired = (await listKeys('audit/')).filter((key) => key.slice(TIME_IN_KEY, TIME_IN_KEY + since.length) < since);
  await Promise.all(expired.map((key) => deleteKey(key)));
  return expired.length;
}

/** Entries a page of the log shows; older ones come with `before` set to the last one's id. */
const AUDIT_PAGE_SIZE = 100;
const DAY_MS = 24 * 60 * 60 * 1000;
const READ_BATCH = 50;

/**
 * The entries matching the filters, newest first, in the range's order: the
 * keys are narrowed by time, cursor, action and user first, then read in
 * batches until `wanted` entries have matched, so a filter finds its entries
 * however many others the range holds.
 */
async function scanAudit(query: AuditQuery, wanted: number, now: number): Promise<AuditEntry[]> {
  // Days are the company's (Europe/Paris), as the screen shows times: the range
  // runs between the instants they begin, and the keys are listed by the UTC
  // months of those instants (the first hours of a month are in the one before).
  const to = query.to ?? parisDay(now);
  const from = query.from ?? parisDay(now - 30 * DAY_MS);
  const start = new Date(startOfCompanyDay(from)).toISOString();
  const end = new Date(startOfCompanyDay(addDays(to, 1))).toISOString();
  const candidates = (await Promise.all(monthsBetween(start, to).map((month) => listKeys(`audit/${month}/`))))
    .flat()
    .map(factsOf)
    .filter(
      (facts) =>
        facts.at >= start &&
        facts.at < end &&
        (query.before === undefined || facts.id < query.before) &&
        (!query.action || facts.action === undefined || facts.action === query.action) &&
        (!query.user || facts.user === undefined || facts.user === query.user),
    )
    .sort((a, b) => b.id.localeCompare(a.id));
  const matches = (entry: AuditEntry) =>
    (!query.user || entry.user === query.user) &&
    (!query.action || entry.action === query.action) &&
    (!query.item || entry.item_id === query.item || entry.collection === query.item);
  const found: AuditEntry[] = [];
  for (let index = 0; index < candidates.length && found.length < wanted; index += READ_BATCH) {
    const batch = await Promise.all(candidates.slice(index, index + READ_BATCH).map((facts) => readOptional(facts.key, auditEntrySchema)));
    for (const entry of batch) if (entry && matches(entry)) found.push(entry);
  }
  return found.slice(0, wanted);
}

/** A page of the entries matching the filters, newest first, and the cursor of the next one (null at the end). */
export async function readAuditPage(query: AuditQuery, now = Date.now()): Promise<AuditPage> {
  const found = await scanAudit(query, AUDIT_PAGE_SIZE + 1, now);
  const entries = found.slice(0, AUDIT_PAGE_SIZE);
  return { entries, next: found.length > AUDIT_PAGE_SIZE ? entries.at(-1)!.id : null };
}

/** Every entry matching the filters, newest first (the CSV export). */
export async function readAudit(query: AuditQuery, now = Date.now()): Promise<AuditEntry[]> {
  return scanAudit(query, Number.POSITIVE_INFINITY, now);
}

/** The entries as CSV, one line each. */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const header = ['time', 'user', 'action', 'outcome', 'status', 'ip', 'collection', 'item', 'item label', 'fields', 'error'];
  const rows = entries.map((entry) => [
    entry.at,
    entry.user,
    entry.action,
    entry.outcome,
    String(entry.status),
    entry.ip,
    entry.collection ?? '',
    entry.item_id ?? '',
    entry.item_label ?? '',
    (entry.fields ?? []).join(' '),
    entry.error ?? '',
  ]);
  return csvDocument(header, rows);
}
