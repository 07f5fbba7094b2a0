import { randomUUID } from 'node:crypto';
import { message } from '#src/schemas/messages.ts';
import type { Enquiry, EnquiryRetryResult } from '#src/schemas/contact.ts';
import { awaitsRetry, isCutShort, type RelayReason, type RelayState } from '#src/schemas/enquiry-relay.ts';
import { changeEnquiry, listEnquiries } from '#functions/enquiries/enquiries.ts';
import { relayEnquiry, RelayError } from '#functions/enquiries/formsubmit.ts';
import { getContactEnv, type ContactEnv } from '#functions/platform/env.ts';
import { HttpError } from '#functions/platform/http.ts';

// An enquiry's notification email, sent and sent again
// (docs/decisions/0046-honest-enquiries.md). Every attempt, by the form, the
// schedule or staff, first claims the enquiry (its relay `pending`, attempt
// n + 1, in one compare-and-swap), so two attempts never send one enquiry
// twice; then relays it and records how it went, as a code. A failed attempt
// is tried again by the schedule after 5 minutes, then 30, 2 hours and 12
// hours; after the fifth it is given up, and staff retry it by hand.

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** The wait after the first, second, third and fourth failed attempt. */
const RELAY_BACKOFF_MS = [5 * MINUTE_MS, 30 * MINUTE_MS, 2 * HOUR_MS, 12 * HOUR_MS] as const;

/** The schedule relays the enquiries of the last day: one older that was never sent is for staff to retry, not a surprise email. */
const SCHEDULE_HORIZON_MS = 24 * HOUR_MS;

/** A batch starts no attempt after this long, so that one more, hanging to the relay's timeout, still ends within a function's time. */
const STAFF_BATCH_MS = 2000;
const SCHEDULE_BATCH_MS = 10_000;

/** Who made an attempt, for the log. */
type Attempter = 'form' | 'schedule' | 'staff';

/** The service itself is down: the next enquiry would fail alike, so a batch stops and leaves it for later. */
const serviceDown = (reason: RelayReason | undefined) => reason === 'unreachable' || reason === 'timeout';

const attemptsOf = (relay: RelayState) => relay.attempts ?? 1;

/** The relay state after a failed attempt: tried again after the next wait of the schedule, or given up. */
function afterFailure(attempts: number, at: Date, reason: RelayReason): RelayState {
  const attempted_at = at.toISOString();
  const wait = RELAY_BACKOFF_MS[attempts - 1];
  if (wait === undefined) return { status: 'given_up', reason, attempts, attempted_at };
  return { status: 'failed', reason, attempts, attempted_at, next_attempt_at: new Date(at.getTime() + wait).toISOString() };
}

/** Not sent and not being sent: staff may send it again now. */
const isRetryable = (item: Enquiry, now: number) => awaitsRetry(item.relay, item.created_at, now);

/** The schedule's turn has come: failed and past its wait, or cut short; and of the last day. */
function isDue(item: Enquiry, now: number): boolean {
  if (now - Date.parse(item.created_at) >= SCHEDULE_HORIZON_MS) return false;
  if (item.relay.status === 'failed') return Date.parse(item.relay.next_attempt_at ?? item.created_at) <= now;
  return isCutShort(item.relay, item.created_at, now);
}

/** Takes an enquiry for an attempt if `eligible` still says so: answers it claimed, or undefined. */
function claim(id: string, eligible: (item: Enquiry, now: number) => boolean): Promise<Enquiry | undefined> {
  const at = new Date();
  return changeEnquiry(id, (item) =>
    eligible(item, at.getTime())
      ? { ...item, relay: { status: 'pending', attempts: attemptsOf(item.relay) + 1, attempted_at: at.toISOString() } }
      : undefined,
  );
}

/** Records an attempt's outcome, unless another attempt has claimed the enquiry since (or it was deleted). */
async function record(claimed: Enquiry, outcome: RelayState): Promise<Enquiry> {
  const stored = await changeEnquiry(claimed.id, (item) =>
    item.relay.status === 'pending' && item.relay.attempted_at === claimed.relay.attempted_at ? { ...item, relay: outcome } : undefined,
  );
  return stored ?? { ...claimed, relay: outcome };
}

export interface Attempt {
  enquiry: Enquiry;
  /** Why it was not sent. */
  failure?: RelayReason;
}

/**
 * Relays a claimed enquiry and records how it went. A failure is logged with
 * the relay's own words under a correlation id and the enquiry's id, never
 * with what the visitor wrote or where from; the store keeps only its code.
 */
export async function attemptRelay(claimed: Enquiry, by: Attempter, env: ContactEnv = getContactEnv()): Promise<Attempt> {
  const attempts = attemptsOf(claimed.relay);
  let outcome: RelayState;
  let failure: RelayReason | undefined;
  try {
    await relayEnquiry(claimed, claimed.created_at, env);
    outcome = { status: 'sent', attempts, attempted_at: new Date().toISOString() };
  } catch (error) {
    if (!(error instanceof RelayError)) throw error;
    failure = error.reason;
    outcome = afterFailure(attempts, new Date(), error.reason);
    console.error(
      JSON.stringify({
        level: 'error',
        event: 'contact_relay_failed',
        id: randomUUID(),
        enquiry: claimed.id,
        by,
        attempt: attempts,
        reason: error.reason,
        relay: outcome.status,
        error: error.message,
      }),
    );
  }
  try {
    return { enquiry: await record(claimed, outcome), ...(failure ? { failure } : {}) };
  } catch (error) {
    // The attempt happened; failing to note it leaves the enquiry pending, which the schedule takes up again.
    console.error(
      JSON.stringify({
        level: 'error',
        event: 'contact_relay_not_recorded',
        id: randomUUID(),
        enquiry: claimed.id,
        relay: outcome.status,
        error: String(error),
      }),
    );
    return { enquiry: { ...claimed, relay: outcome }, ...(failure ? { failure } : {}) };
  }
}

/**
 * Attempts the enquiries `eligible` picks, oldest first, one at a time, until
 * the mail service proves down or the batch's time is spent; the rest wait
 * for the next batch, without an attempt counted against them.
 */
async function relayBatch(eligible: (item: Enquiry, now: number) => boolean, by: Attempter, budgetMs: number): Promise<EnquiryRetryResult> {
  const started = Date.now();
  const candidates = (await listEnquiries()).filter((item) => eligible(item, started)).reverse();
  const env = getContactEnv();
  const attempted: Enquiry[] = [];
  let next = 0;
  while (next < candidates.length && (attempted.length === 0 || Date.now() - started < budgetMs)) {
    const claimed = await claim(candidates[next]!.id, eligible);
    next += 1;
    if (!claimed) continue;
    const { enquiry, failure } = await attemptRelay(claimed, by, env);
    attempted.push(enquiry);
    if (serviceDown(failure)) break;
  }
  return { attempted, remaining: candidates.length - next };
}

const NOTHING_TO_RETRY = message('nothing_to_retry');

/** Staff send one enquiry's notification again: 404 when there is none, 409 when it is sent or being sent. */
export async function retryRelay(id: string): Promise<EnquiryRetryResult> {
  const claimed = await claim(id, isRetryable);
  if (!claimed) {
    const exists = (await listEnquiries()).some((item) => item.id === id);
    if (!exists) throw new HttpError(404, message('not_found', { item: 'enquiry' }));
    throw new HttpError(409, NOTHING_TO_RETRY);
  }
  return { attempted: [(await attemptRelay(claimed, 'staff')).enquiry], remaining: 0 };
}

/** Staff send again every notification not sent (failed, given up, cut short), whatever its age. */
export function retryAllRelays(): Promise<EnquiryRetryResult> {
  return relayBatch(isRetryable, 'staff', STAFF_BATCH_MS);
}

/** The schedule's run: the failed attempts whose wait is over, and those cut short. */
export function relayDueEnquiries(): Promise<EnquiryRetryResult> {
  return relayBatch(isDue, 'schedule', SCHEDULE_BATCH_MS);
}
