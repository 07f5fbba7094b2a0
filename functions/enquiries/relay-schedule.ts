import { isCutShort, type RelayReason, type RelayState } from '#src/schemas/enquiry-relay.ts';
import type { ContactEnv } from '#functions/platform/env.ts';

// When a notification relayed to the company (an enquiry's, an application's)
// is tried again (docs/decisions/0046-honest-enquiries.md): after 5 minutes,
// then 30, 2 hours and 12 hours; after the fifth attempt it is given up.

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** The wait after the first, second, third and fourth failed attempt. */
const RELAY_BACKOFF_MS = [5 * MINUTE_MS, 30 * MINUTE_MS, 2 * HOUR_MS, 12 * HOUR_MS] as const;

/** The schedule relays what came in the last day: one older that was never sent is for staff, not a surprise email. */
const SCHEDULE_HORIZON_MS = 24 * HOUR_MS;

export const attemptsOf = (relay: RelayState) => relay.attempts ?? 1;

/** The state that claims an item for one more attempt, made at `at`. */
export const claimedRelay = (relay: RelayState, at: Date): RelayState => ({
  status: 'pending',
  attempts: attemptsOf(relay) + 1,
  attempted_at: at.toISOString(),
});

/** The relay state after a failed attempt: tried again after the next wait, or given up. */
export function afterFailure(attempts: number, at: Date, reason: RelayReason): RelayState {
  const attempted_at = at.toISOString();
  const wait = RELAY_BACKOFF_MS[attempts - 1];
  if (wait === undefined) return { status: 'given_up', reason, attempts, attempted_at };
  return { status: 'failed', reason, attempts, attempted_at, next_attempt_at: new Date(at.getTime() + wait).toISOString() };
}

/** The schedule's turn has come: failed and past its wait, or an attempt cut short; and of the last day. */
export function isDueForSchedule(relay: RelayState, createdAt: string, now: number): boolean {
  if (now - Date.parse(createdAt) >= SCHEDULE_HORIZON_MS) return false;
  if (relay.status === 'failed') return Date.parse(relay.next_attempt_at ?? createdAt) <= now;
  return isCutShort(relay, createdAt, now);
}

/** The service itself is down: the next item would fail alike, so a batch stops and leaves it for later. */
export const serviceDown = (reason: RelayReason | undefined) => reason === 'unreachable' || reason === 'timeout';

/** An outcome is recorded only if no other attempt claimed the item since (or it was deleted). */
export const stillClaimedBy = (current: RelayState, claimed: RelayState) =>
  current.status === 'pending' && current.attempted_at === claimed.attempted_at;

/**
 * Netlify stops a scheduled function at 30 seconds. Its run starts no attempt past this many milliseconds from its
 * start, and an attempt it starts waits for the relay at most SCHEDULED_ATTEMPT_MS: 18 + 8 s, with time to record.
 */
export const SCHEDULED_RUN_MS = 18_000;
const SCHEDULED_ATTEMPT_MS = 8000;

/** The contact settings of a scheduled attempt: RELAY_TIMEOUT_MS (up to 30 s for a visitor's form) capped to fit the run. */
export const scheduledEnv = (env: ContactEnv): ContactEnv => ({
  ...env,
  relayTimeoutMs: Math.min(env.relayTimeoutMs, SCHEDULED_ATTEMPT_MS),
});
