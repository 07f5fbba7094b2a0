import { randomUUID } from 'node:crypto';
import { message } from '#src/schemas/messages.ts';
import type { Enquiry, EnquiryRetryResult } from '#src/schemas/contact.ts';
import { awaitsRetry, type RelayReason, type RelayState } from '#src/schemas/enquiry-relay.ts';
import { changeEnquiry, listEnquiries } from '#functions/enquiries/enquiries.ts';
import { relayEnquiry, RelayError } from '#functions/enquiries/formsubmit.ts';
import {
  afterFailure,
  attemptsOf,
  claimedRelay,
  isDueForSchedule,
  scheduledEnv,
  serviceDown,
  stillClaimedBy,
} from '#functions/enquiries/relay-schedule.ts';
import { getContactEnv, type ContactEnv } from '#functions/platform/env.ts';
import { HttpError } from '#functions/platform/http.ts';

// An enquiry's notification email, sent and sent again
// (docs/decisions/0046-honest-enquiries.md). Every attempt, by the form, the
// schedule or staff, first claims the enquiry (its relay `pending`, attempt
// n + 1, in one compare-and-swap), so two attempts never send one enquiry
// twice; then relays it and records how it went, as a code. A failed attempt
// is tried again by the schedule (relay-schedule.ts); once given up, staff
// retry it by hand.

/** Staff's batch starts no attempt after this long, so that one more, hanging to the relay's timeout, still ends within a function's time. */
const STAFF_BATCH_MS = 2000;

/** Who made an attempt, for the log. */
type Attempter = 'form' | 'schedule' | 'staff';

/** Not sent and not being sent: staff may send it again now. */
const isRetryable = (item: Enquiry, now: number) => awaitsRetry(item.relay, item.created_at, now);

/** The schedule's turn has come (failed and past its wait, or cut short) for an enquiry of the last day. */
const isDue = (item: Enquiry, now: number) => isDueForSchedule(item.relay, item.created_at, now);

/** Takes an enquiry for an attempt if `eligible` still says so: answers it claimed, or undefined. */
function claim(id: string, eligible: (item: Enquiry, now: number) => boolean): Promise<Enquiry | undefined> {
  const at = new Date();
  return changeEnquiry(id, (item) => (eligible(item, at.getTime()) ? { ...item, relay: claimedRelay(item.relay, at) } : undefined));
}

/** Records an attempt's outcome, unless another attempt has claimed the enquiry since (or it was deleted). */
async function record(claimed: Enquiry, outcome: RelayState): Promise<Enquiry> {
  const stored = await changeEnquiry(claimed.id, (item) =>
    stillClaimedBy(item.relay, claimed.relay) ? { ...item, relay: outcome } : undefined,
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

/** When a batch stops starting attempts: `until` (a time), and whether its first attempt may start later. */
interface BatchTime {
  until: number;
  firstAnyway: boolean;
}

/**
 * Attempts the enquiries `eligible` picks, oldest first, one at a time, until
 * the mail service proves down or the batch's time is spent; the rest wait
 * for the next batch, without an attempt counted against them.
 */
async function relayBatch(
  eligible: (item: Enquiry, now: number) => boolean,
  by: Attempter,
  { until, firstAnyway }: BatchTime,
  env: ContactEnv = getContactEnv(),
): Promise<EnquiryRetryResult> {
  const started = Date.now();
  const candidates = (await listEnquiries()).filter((item) => eligible(item, started)).reverse();
  const attempted: Enquiry[] = [];
  let next = 0;
  while (next < candidates.length && ((firstAnyway && attempted.length === 0) || Date.now() < until)) {
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
  return relayBatch(isRetryable, 'staff', { until: Date.now() + STAFF_BATCH_MS, firstAnyway: true });
}

/** The schedule's run: the failed attempts whose wait is over, and those cut short; none started past `until`. */
export function relayDueEnquiries(until: number): Promise<EnquiryRetryResult> {
  return relayBatch(isDue, 'schedule', { until, firstAnyway: false }, scheduledEnv(getContactEnv()));
}
