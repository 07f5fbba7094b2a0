import { z } from 'zod';
import {
  contactFailureMessage,
  contactSchema,
  contactSuccessMessage,
  enquirySchema,
  enquiryStatusUpdateSchema,
  ELAPSED_FIELD,
  HONEYPOT_FIELD,
  MIN_HUMAN_FILL_MS,
  type Contact,
  type Enquiry,
} from '#src/schemas/contact.ts';
import { attachment, findOrThrow, newId, privateJson, readObject, requiredQueryId } from '#functions/platform/responses.ts';
import { getContactEnv } from '#functions/platform/env.ts';
import { relayEnquiry, RelayError } from '#functions/enquiries/formsubmit.ts';
import { errorResponse, parseWith, respond, route, type RequestContext } from '#functions/platform/http.ts';
import { contactRelayFailedSchema, contactSentSchema, successSchema } from '#src/schemas/api.ts';
import { consumeAttempt, type Limit } from '#functions/platform/rate-limit.ts';
import { requireStaff } from '#functions/auth/sessions.ts';
import { readDocument, updateDocument } from '#functions/platform/store.ts';

// Contact enquiries: /api/send-email stores every enquiry first and relays it
// second, so a relay failure never loses one; /api/enquiries is the admin's
// inbox. Enquiries older than three years are purged on every write (CNIL).

export const ENQUIRIES_KEY = 'enquiries';
const RETENTION_MS = 3 * 365.25 * 24 * 60 * 60 * 1000;

export const enquiriesSchema = z.object({ items: z.array(enquirySchema) });
type Enquiries = z.infer<typeof enquiriesSchema>;
const noEnquiries = (): Enquiries => ({ items: [] });

const contactLimit: Limit = {
  prefix: 'limits/contact',
  limit: 5,
  windowMs: 10 * 60 * 1000,
  message: 'Too many messages sent from your connection. Please wait a few minutes before trying again.',
};

/** Every stored enquiry (backups, functions/backup/backup.ts). */
export async function readEnquiries(): Promise<Enquiry[]> {
  return (await readDocument(ENQUIRIES_KEY, enquiriesSchema, noEnquiries)).items;
}

/** Adds the enquiries the store does not have yet (by id); one it has is never replaced or removed. */
export async function addMissingEnquiries(incoming: readonly Enquiry[]): Promise<void> {
  await updateDocument(ENQUIRIES_KEY, enquiriesSchema, noEnquiries, (current) => {
    const known = new Set(current.items.map((item) => item.id));
    const added = incoming.filter((item) => !known.has(item.id));
    return { value: added.length > 0 ? { items: [...current.items, ...added] } : undefined, result: undefined };
  });
}

function withinRetention(items: readonly Enquiry[], now = Date.now()): Enquiry[] {
  return items.filter((item) => now - Date.parse(item.created_at) < RETENTION_MS);
}

function newestFirst(items: readonly Enquiry[]): Enquiry[] {
  return [...items].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
}

async function storeEnquiry(contact: Contact): Promise<Enquiry> {
  const enquiry: Enquiry = { ...contact, id: newId(), created_at: new Date().toISOString(), status: 'new', relay: { status: 'pending' } };
  await updateDocument(ENQUIRIES_KEY, enquiriesSchema, noEnquiries, (current) => ({
    value: { items: [...withinRetention(current.items), enquiry] },
    result: undefined,
  }));
  return enquiry;
}

async function recordRelay(id: string, relay: Enquiry['relay']): Promise<void> {
  await updateDocument(ENQUIRIES_KEY, enquiriesSchema, noEnquiries, (current) => ({
    value: { items: withinRetention(current.items).map((item) => (item.id === id ? { ...item, relay } : item)) },
    result: undefined,
  }));
}

/** Records the relay's outcome; the visitor's answer depends on the relay, not on this bookkeeping. */
async function noteRelay(id: string, relay: Enquiry['relay'], ip: string): Promise<void> {
  try {
    await recordRelay(id, relay);
  } catch (error) {
    console.error(
      JSON.stringify({ level: 'error', event: 'contact_relay_not_recorded', enquiry: id, ip, relay: relay.status, error: String(error) }),
    );
  }
}

/** People never see the field; anything in it, even a non-string, comes from a bot. */
function honeypotFilled(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

/** The form was sent sooner after it appeared than a person can fill it in, or says nothing of when. */
function sentTooFast(value: unknown): boolean {
  return typeof value !== 'number' || !Number.isFinite(value) || value < MIN_HUMAN_FILL_MS;
}

/** Answered like a success so the bot learns nothing; nothing is stored or relayed. */
function answerBot(reason: 'honeypot' | 'too_fast', ctx: RequestContext): Response {
  console.warn(JSON.stringify({ level: 'warn', event: `contact_${reason}`, ip: ctx.ip }));
  return respond(contactSentSchema, { success: true, message: contactSuccessMessage });
}

async function sendEmail(req: Request, ctx: RequestContext): Promise<Response> {
  const body = await readObject(req);
  // Honeypot first, so a bot filling every field learns nothing, not even validation messages.
  if (honeypotFilled(body[HONEYPOT_FIELD])) return answerBot('honeypot', ctx);
  const contact = parseWith(contactSchema, body);
  if (sentTooFast(body[ELAPSED_FIELD])) return answerBot('too_fast', ctx);
  await consumeAttempt(contactLimit, [`ip:${ctx.ip}`]);
  const enquiry = await storeEnquiry(contact);
  const env = getContactEnv();
  try {
    await relayEnquiry(contact, enquiry.created_at, env);
  } catch (error) {
    if (!(error instanceof RelayError)) throw error;
    console.error(JSON.stringify({ level: 'error', event: 'contact_relay_failed', enquiry: enquiry.id, ip: ctx.ip, error: error.message }));
    await noteRelay(enquiry.id, { status: 'failed', error: error.message, attempted_at: new Date().toISOString() }, ctx.ip);
    return respond(contactRelayFailedSchema, { success: false, error: contactFailureMessage }, { status: 502 });
  }
  await noteRelay(enquiry.id, { status: 'sent', attempted_at: new Date().toISOString() }, ctx.ip);
  return respond(contactSentSchema, { success: true, message: contactSuccessMessage });
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
  'relay_error',
] as const;

/** One CSV cell: quoted per RFC 4180, with spreadsheet formulas neutralised. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toCsv(items: readonly Enquiry[]): string {
  const lines = [csvColumns.join(',')];
  for (const item of items) {
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
      relay_error: item.relay.error ?? '',
    };
    lines.push(csvColumns.map((column) => csvCell(values[column])).join(','));
  }
  // The byte order mark makes spreadsheet programs read accented names as UTF-8.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

async function list(req: Request): Promise<Response> {
  await requireStaff(req);
  const { items } = await readDocument(ENQUIRIES_KEY, enquiriesSchema, noEnquiries);
  const sorted = newestFirst(withinRetention(items));
  const format = new URL(req.url).searchParams.get('format');
  if (format === 'csv') {
    return attachment(toCsv(sorted), 'text/csv; charset=utf-8', `enquiries-${new Date().toISOString().slice(0, 10)}.csv`);
  }
  if (format !== null && format !== 'json') return errorResponse(400, 'format must be csv or json');
  return privateJson(z.array(enquirySchema), sorted, []);
}

async function updateStatus(req: Request): Promise<Response> {
  await requireStaff(req);
  const { id, status } = parseWith(enquiryStatusUpdateSchema, await readObject(req));
  const updated = await updateDocument(ENQUIRIES_KEY, enquiriesSchema, noEnquiries, (current) => {
    const items = withinRetention(current.items);
    const existing = findOrThrow(items, id, 'Enquiry not found');
    const next = { ...existing, status };
    return { value: { items: items.map((item) => (item.id === id ? next : item)) }, result: next };
  });
  return respond(enquirySchema, updated);
}

async function remove(req: Request): Promise<Response> {
  await requireStaff(req);
  const id = requiredQueryId(req);
  await updateDocument(ENQUIRIES_KEY, enquiriesSchema, noEnquiries, (current) => {
    findOrThrow(current.items, id, 'Enquiry not found');
    return { value: { items: withinRetention(current.items).filter((item) => item.id !== id) }, result: undefined };
  });
  return respond(successSchema, { success: true });
}

export const sendEmailHandler = route('send-email', { POST: sendEmail });
export const enquiriesHandler = route('enquiries', { GET: list, PUT: updateStatus, DELETE: remove });
