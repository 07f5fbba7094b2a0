import { afterEach, beforeAll, beforeEach, expect, test, vi, type MockInstance } from 'vitest';
import { SCHEDULE_USER, type AuditPage } from '#src/schemas/audit.ts';
import type { Credential, CredentialInput } from '#src/schemas/credential.ts';
import remindExpiries from '#netlify/functions/remind-expiries.mts';
import { auditHandler } from '#functions/api/audit.ts';
import { adminToken, getRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { aCredential } from '#tests/fixtures/builders.ts';
import { created } from '#tests/fixtures/content-api.ts';
import { useFormSubmitStub } from '#tests/fixtures/relay.ts';

// The daily email to the administrators about credentials that end: 60 days
// before the last valid day, 7 days before, and the day after (Paris days),
// each once, through the FormSubmit relay (here a loopback stub) to the
// company's address. The clock is the test's own (only Date is faked): the
// credentials are stored at the real time, the schedule runs at the test's.

useBlobsStore();
const stub = useFormSubmitStub();
const DAY_MS = 86_400_000;
const parisDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });
/** The Paris day `days` after today's. */
const dayIn = (days: number) => {
  const today = parisDay.format(new Date());
  return new Date(Date.parse(`${today}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
};

let token: string;
let errors: MockInstance<typeof console.error>;

beforeAll(async () => {
  token = await adminToken();
});
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const credential = (overrides: Partial<CredentialInput>) => created<Credential>('credentials', aCredential(overrides), token);

/** Runs the schedule `days` after now (the real now when 0). */
async function runAfter(days: number): Promise<void> {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now + days * DAY_MS);
  try {
    await remindExpiries();
  } finally {
    vi.useRealTimers();
  }
}

/** The messages the relay received about one credential (other tests' credentials may be due too). */
const messagesAbout = (item: Credential) => stub.received.filter((relay) => relay.body.credential === item.name);

test('59 days out: one message to the company in French and English, audited; a second run sends nothing', async () => {
  const item = await credential({ valid_until: dayIn(59), fr: { name: 'Certification MASE régionale' } });
  await runAfter(0);
  const messages = messagesAbout(item);
  expect(messages).toHaveLength(1);
  expect(messages[0]?.path).toBe('/ajax/enquiries%40example.test');
  expect(messages[0]?.body).toMatchObject({
    _subject: `Certification MASE régionale expire dans 59 jours / ${item.name} expires in 59 days`,
    issuer: 'MASE Méditerranée',
    valid_until: item.valid_until,
  });
  expect(messages[0]?.body.message).toContain('encore 59 jours');
  expect(messages[0]?.body.message).toContain('59 days left');

  await runAfter(0);
  expect(messagesAbout(item)).toHaveLength(1);

  const day = (time: number) => new Date(time).toISOString().slice(0, 10);
  const range = `from=${day(Date.now() - DAY_MS)}&to=${day(Date.now() + DAY_MS)}`;
  const answer = await auditHandler(getRequest(`/api/admin/audit?item=${item.id}&${range}`, token));
  const entries = ((await answer.json()) as AuditPage).entries.filter((entry) => entry.user === SCHEDULE_USER);
  expect(entries).toEqual([
    expect.objectContaining({ action: 'expiry_reminder_sent', collection: 'credentials', item_label: item.name, reminder: 'days_60' }),
  ]);
});

test('runs at the same time send one message between them', async () => {
  const item = await credential({ valid_until: dayIn(40) });
  vi.useFakeTimers({ toFake: ['Date'] });
  await Promise.all([remindExpiries(), remindExpiries(), remindExpiries()]);
  vi.useRealTimers();
  expect(messagesAbout(item)).toHaveLength(1);
});

test('7 days out the second message goes, and the day after the last valid day the third, once each', async () => {
  const item = await credential({ valid_until: dayIn(59) });
  await runAfter(0);
  await runAfter(30);
  expect(messagesAbout(item)).toHaveLength(1);
  await runAfter(52);
  await runAfter(53);
  expect(messagesAbout(item).map((relay) => relay.body._subject)).toEqual([
    expect.stringContaining('59 days'),
    `${item.name} expire dans 7 jours / ${item.name} expires in 7 days`,
  ]);
  await runAfter(59);
  expect(messagesAbout(item)).toHaveLength(2);
  await runAfter(60);
  await runAfter(61);
  expect(messagesAbout(item).map((relay) => relay.body._subject)).toHaveLength(3);
  expect(messagesAbout(item)[2]?.body._subject).toBe(`${item.name} a expiré / ${item.name} has expired`);
});

test('an unpublished credential, or one ending in more than 60 days, gets no message', async () => {
  const hidden = await credential({ valid_until: dayIn(30), is_published: false });
  const later = await credential({ valid_until: dayIn(61) });
  await runAfter(0);
  expect([...messagesAbout(hidden), ...messagesAbout(later)]).toEqual([]);
});

test('a relay failure is logged without the credential and sent on the next run', async () => {
  const item = await credential({ valid_until: dayIn(20), name: `Habilitation électrique B2V ${Date.now()}` });
  stub.setMode('error');
  await runAfter(0);
  expect(messagesAbout(item)).toHaveLength(1);
  const logged = errors.mock.calls.map((call) => String(call[0])).find((line) => line.includes('expiry_reminder_failed'));
  const event = JSON.parse(logged ?? '{}') as Record<string, unknown>;
  expect(event).toMatchObject({ credential: item.id, reason: 'http_error' });
  expect(event.id).toMatch(/^[0-9a-f-]{36}$/);
  expect(logged).not.toContain('Habilitation');

  stub.setMode('ok');
  await runAfter(0);
  await runAfter(0);
  expect(messagesAbout(item)).toHaveLength(2);
});

test('a relay that cannot be reached stops the run; every reminder due goes on the next', async () => {
  const items = await Promise.all([credential({ valid_until: dayIn(10) }), credential({ valid_until: dayIn(11) })]);
  stub.setMode('down');
  await runAfter(0);
  const failures = errors.mock.calls.map((call) => String(call[0])).filter((line) => line.includes('expiry_reminder_failed'));
  expect(failures).toHaveLength(1);
  expect(failures[0]).toContain('"reason":"unreachable"');

  stub.setMode('ok');
  await runAfter(0);
  for (const item of items) expect(messagesAbout(item)).toHaveLength(1);
});
