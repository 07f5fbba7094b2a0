import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import type { AuditPage } from '#src/schemas/audit.ts';
import type { Enquiry, EnquiryRetryResult } from '#src/schemas/contact.ts';
import relayEnquiries from '#netlify/functions/relay-enquiries.mts';
import { auditHandler } from '#functions/api/audit.ts';
import { enquiriesRetryHandler } from '#functions/api/enquiries-retry.ts';
import { sendEmailHandler } from '#functions/api/send-email.ts';
import { ENQUIRIES_KEY, enquiriesSchema } from '#functions/enquiries/enquiries.ts';
import { scheduledEnv } from '#functions/enquiries/relay-schedule.ts';
import { inDeployContext } from '#functions/platform/deploy-context.ts';
import { getContactEnv } from '#functions/platform/env.ts';
import { readDocument } from '#functions/platform/store.ts';
import { adminToken, freshIp, getRequest, jsonRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { anEnquiry, aStoredEnquiry, clearEnquiries, plantEnquiries } from '#tests/fixtures/enquiries.ts';
import { closedRelayUrl, useFormSubmitStub } from '#tests/fixtures/relay.ts';
import { grant, staffMember } from '#tests/fixtures/staff.ts';

// An enquiry whose notification email was not sent: staff retry one or all
// (POST /api/enquiries/retry), and the scheduled function tries again by
// itself after 5 minutes, 30, 2 hours and 12 hours, then gives up. An
// unreachable relay is a closed port on 127.0.0.1.

useBlobsStore({ RELAY_TIMEOUT_MS: '400' });

const stub = useFormSubmitStub();
let token: string;

beforeAll(async () => {
  token = await adminToken();
});
beforeEach(async () => {
  await clearEnquiries();
  // The relay's failures and the schedule's summaries are logged; their content is asserted where it matters.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

const send = (name: string) =>
  sendEmailHandler(
    jsonRequest('/api/send-email', 'POST', anEnquiry({ name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.test` })),
    { ip: freshIp() },
  );
const retryAs = (as: string | undefined, body: unknown) => enquiriesRetryHandler(jsonRequest('/api/enquiries/retry', 'POST', body, as));
const retry = (body: unknown) => retryAs(token, body);
const stored = async () => (await readDocument(ENQUIRIES_KEY, enquiriesSchema, () => ({ items: [] }))).items;
const named = async (name: string) => (await stored()).find((item) => item.name === name);
const relayedNames = () => stub.received.map((relayed) => relayed.body.name);

async function relayDown(): Promise<void> {
  process.env.FORMSUBMIT_URL = await closedRelayUrl();
}
const relayBack = () => {
  process.env.FORMSUBMIT_URL = stub.url;
};

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const notSent = (name: string, relay: Partial<Enquiry['relay']> = {}, created = ago(HOUR)) =>
  aStoredEnquiry({
    name,
    created_at: created,
    relay: { status: 'failed', reason: 'unreachable', attempts: 1, attempted_at: created, next_attempt_at: ago(-5 * MINUTE), ...relay },
  });

test('staff retry one enquiry: sent at its second attempt, on record in the audit log by id, never with the person', async () => {
  await relayDown();
  expect((await send('Retry One')).status).toBe(200);
  const failed = (await named('Retry One'))!;
  expect(failed.relay).toMatchObject({ status: 'failed', reason: 'unreachable', attempts: 1 });

  relayBack();
  const response = await retry({ id: failed.id });
  expect(response.status).toBe(200);
  const result = (await response.json()) as EnquiryRetryResult;
  expect(result.remaining).toBe(0);
  expect(result.attempted).toEqual([{ ...failed, relay: { status: 'sent', attempts: 2, attempted_at: expect.any(String) as unknown } }]);
  expect(await named('Retry One')).toEqual(result.attempted[0]);
  expect(relayedNames()).toEqual(['Retry One']);

  const page = (await (await auditHandler(getRequest(`/api/admin/audit?item=${failed.id}`, token))).json()) as AuditPage;
  expect(page.entries.map((entry) => [entry.action, entry.outcome, entry.collection, entry.item_id, entry.fields])).toEqual([
    ['update', 'success', 'enquiries', failed.id, ['relay']],
  ]);
  expect(JSON.stringify(page.entries)).not.toMatch(/Retry One|retry\.one@/);
});

test('a retry of a notification sent or being sent is refused 409, of an unknown enquiry 404, and relays nothing', async () => {
  expect((await send('Already Sent')).status).toBe(200);
  const sent = (await named('Already Sent'))!;
  const inProgress = aStoredEnquiry({ name: 'In Progress', relay: { status: 'pending', attempts: 1, attempted_at: ago(MINUTE) } });
  await plantEnquiries(inProgress);
  stub.reset();
  for (const id of [sent.id, inProgress.id]) {
    const refused = await retry({ id });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: "This enquiry's notification is sent, or being sent: there is nothing to retry",
      code: 'nothing_to_retry',
      params: {},
    });
  }
  const missing = await retry({ id: 'no-such-enquiry' });
  expect(missing.status).toBe(404);
  expect(await missing.json()).toEqual({ error: 'Enquiry not found', code: 'not_found', params: { item: 'enquiry' } });
  expect((await retry({ id: '' })).status).toBe(400);
  expect((await retry(['not', 'an', 'object'])).status).toBe(400);
  expect(stub.received).toEqual([]);
  expect(await named('In Progress')).toEqual(inProgress);
});

test('an attempt cut short (pending for minutes) can be retried, as staff cannot tell it from a failure', async () => {
  const cutShort = aStoredEnquiry({ name: 'Cut Short', relay: { status: 'pending', attempts: 1, attempted_at: ago(10 * MINUTE) } });
  await plantEnquiries(cutShort);
  const response = await retry({ id: cutShort.id });
  expect(response.status).toBe(200);
  expect((await named('Cut Short'))?.relay).toMatchObject({ status: 'sent', attempts: 2 });
});

test('retry all sends every notification not sent, whatever its age, oldest first, and leaves the sent ones', async () => {
  const legacy = aStoredEnquiry({ name: 'Stored Before Reasons', created_at: ago(700 * 24 * HOUR), relay: { status: 'failed' } });
  const givenUp = notSent('Given Up', { status: 'given_up', attempts: 5, next_attempt_at: undefined }, ago(3 * 24 * HOUR));
  const waiting = notSent('Waiting', { next_attempt_at: ago(-20 * MINUTE) });
  const sent = aStoredEnquiry({ name: 'Sent Long Ago' });
  await plantEnquiries(waiting, sent, givenUp, legacy);

  const response = await retry({});
  expect(response.status).toBe(200);
  const result = (await response.json()) as EnquiryRetryResult;
  expect(result.attempted.map((item) => [item.name, item.relay.status, item.relay.attempts])).toEqual([
    ['Stored Before Reasons', 'sent', 2],
    ['Given Up', 'sent', 6],
    ['Waiting', 'sent', 2],
  ]);
  expect(result.remaining).toBe(0);
  expect(relayedNames()).toEqual(['Stored Before Reasons', 'Given Up', 'Waiting']);
  expect(await named('Sent Long Ago')).toEqual(sent);
});

test('retry all stops at the first attempt that cannot reach the mail service and leaves the rest as they were', async () => {
  const oldest = notSent('Oldest Unsent', {}, ago(3 * HOUR));
  const middle = notSent('Middle Unsent', {}, ago(2 * HOUR));
  const newest = notSent('Newest Unsent', {}, ago(HOUR));
  await plantEnquiries(newest, oldest, middle);
  await relayDown();

  const result = (await (await retry({})).json()) as EnquiryRetryResult;
  expect(result.attempted.map((item) => [item.name, item.relay.status, item.relay.reason, item.relay.attempts])).toEqual([
    ['Oldest Unsent', 'failed', 'unreachable', 2],
  ]);
  // Its second failure waits 30 minutes.
  const [again] = result.attempted;
  expect(Date.parse(again!.relay.next_attempt_at!) - Date.parse(again!.relay.attempted_at!)).toBe(30 * MINUTE);
  expect(result.remaining).toBe(2);
  expect(await named('Middle Unsent')).toEqual(middle);
  expect(await named('Newest Unsent')).toEqual(newest);
});

test('retrying needs the enquiries permission; a refusal changes nothing and is on record', async () => {
  const unsent = notSent('Guarded Unsent');
  await plantEnquiries(unsent);
  expect((await retryAs(undefined, { id: unsent.id })).status).toBe(401);
  const editor = await staffMember(token, 'editor');
  for (const body of [{ id: unsent.id }, {}]) {
    const refused = await retryAs(editor.token, body);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'enquiries_not_allowed' });
  }
  expect(await named('Guarded Unsent')).toEqual(unsent);
  expect(stub.received).toEqual([]);
  const page = (await (
    await auditHandler(getRequest(`/api/admin/audit?user=${encodeURIComponent(editor.username)}`, token))
  ).json()) as AuditPage;
  expect(page.entries.filter((entry) => entry.collection === 'enquiries').map((entry) => [entry.action, entry.status])).toEqual([
    ['update', 403],
    ['update', 403],
  ]);

  await grant(token, editor.username, ['enquiries']);
  expect((await retryAs(editor.token, { id: unsent.id })).status).toBe(200);
  expect((await named('Guarded Unsent'))?.relay.status).toBe('sent');
});

test('the schedule tries again 5 minutes, 30 minutes, 2 hours and 12 hours after each failure, then gives up', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  let at = Date.parse('2026-03-02T08:00:00.000Z');
  vi.setSystemTime(at);
  await relayDown();
  expect((await send('Backoff Sender')).status).toBe(200);
  const relay = async () => (await named('Backoff Sender'))!.relay;
  expect(await relay()).toMatchObject({ status: 'failed', attempts: 1, next_attempt_at: new Date(at + 5 * MINUTE).toISOString() });

  for (const [index, wait] of [5 * MINUTE, 30 * MINUTE, 2 * HOUR, 12 * HOUR].entries()) {
    // A second early, the schedule leaves it alone.
    vi.setSystemTime(at + wait - 1000);
    await relayEnquiries();
    expect((await relay()).attempts).toBe(index + 1);
    at += wait;
    vi.setSystemTime(at);
    await relayEnquiries();
    expect(await relay()).toMatchObject({ attempts: index + 2, reason: 'unreachable', attempted_at: new Date(at).toISOString() });
  }
  expect(await relay()).toEqual({ status: 'given_up', reason: 'unreachable', attempts: 5, attempted_at: new Date(at).toISOString() });

  // Given up: the schedule never comes back to it, even with the relay reachable again.
  relayBack();
  vi.setSystemTime(at + 6 * HOUR);
  await relayEnquiries();
  expect((await relay()).status).toBe('given_up');
  expect(stub.received).toEqual([]);
});

test('the schedule sends the due ones and backs off the others', async () => {
  const due = notSent('Due Now', { next_attempt_at: ago(MINUTE) });
  const cutShort = aStoredEnquiry({ name: 'Cut Short Earlier', relay: { status: 'pending', attempts: 1, attempted_at: ago(10 * MINUTE) } });
  const notYet = notSent('Not Yet Due', { attempts: 2, next_attempt_at: ago(-20 * MINUTE) });
  const inProgress = aStoredEnquiry({ name: 'Being Sent', relay: { status: 'pending', attempts: 1, attempted_at: ago(5000) } });
  const givenUp = notSent('Given Up Before', { status: 'given_up', attempts: 5, next_attempt_at: undefined });
  const tooOld = notSent('Two Days Old', { next_attempt_at: ago(47 * HOUR) }, ago(48 * HOUR));
  const sent = aStoredEnquiry({ name: 'Sent Already' });
  const untouched = [notYet, inProgress, givenUp, tooOld, sent];
  await plantEnquiries(due, cutShort, ...untouched);

  await relayEnquiries();
  expect((await named('Due Now'))?.relay).toMatchObject({ status: 'sent', attempts: 2 });
  expect((await named('Cut Short Earlier'))?.relay).toMatchObject({ status: 'sent', attempts: 2 });
  expect(relayedNames().sort()).toEqual(['Cut Short Earlier', 'Due Now']);
  for (const item of untouched) expect(await named(item.name)).toEqual(item);

  // The relay failing: each due one is tried and waits longer, the fifth failure is the last.
  stub.reset();
  stub.setMode('error');
  const third = notSent('Third Failure', { attempts: 2, next_attempt_at: ago(MINUTE) });
  const fifth = notSent('Fifth Failure', { attempts: 4, next_attempt_at: ago(MINUTE) });
  await plantEnquiries(third, fifth);
  await relayEnquiries();
  const backedOff = (await named('Third Failure'))!.relay;
  expect(backedOff).toMatchObject({ status: 'failed', reason: 'http_error', attempts: 3 });
  expect(Date.parse(backedOff.next_attempt_at!) - Date.parse(backedOff.attempted_at!)).toBe(2 * HOUR);
  expect((await named('Fifth Failure'))!.relay).toEqual({
    status: 'given_up',
    reason: 'http_error',
    attempts: 5,
    attempted_at: expect.any(String) as unknown,
  });
  expect(relayedNames().sort()).toEqual(['Fifth Failure', 'Third Failure']);
});

test('a scheduled run starts no attempt past its 18 seconds, whichever batch it is in, and waits for the relay at most 8 s', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.parse('2026-03-02T08:00:00.000Z'));
  const first = notSent('First Due', { next_attempt_at: ago(MINUTE) }, ago(2 * HOUR));
  const second = notSent('Second Due', { next_attempt_at: ago(MINUTE) }, ago(HOUR));
  await plantEnquiries(first, second);
  // The previews' store has its own due one: its batch comes after, within the same run.
  const preview = notSent('Preview Due', { next_attempt_at: ago(MINUTE) }, ago(HOUR));
  await inDeployContext('deploy-preview', () => plantEnquiries(preview));
  // The first attempt's answer comes 20 s into the run: Netlify stops a scheduled function at 30.
  stub.setBeforeAnswer(() => {
    vi.setSystemTime(Date.now() + 20_000);
    return Promise.resolve();
  });
  await relayEnquiries();
  expect(relayedNames()).toEqual(['First Due']);
  expect((await named('Second Due'))?.relay).toEqual(second.relay);
  const previews = await inDeployContext('deploy-preview', () => stored());
  expect(previews.find((item) => item.name === 'Preview Due')?.relay).toEqual(preview.relay);

  expect(scheduledEnv({ ...getContactEnv(), relayTimeoutMs: 30_000 }).relayTimeoutMs).toBe(8000);
  expect(scheduledEnv({ ...getContactEnv(), relayTimeoutMs: 2000 }).relayTimeoutMs).toBe(2000);
});
