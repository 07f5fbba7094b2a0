import * as z from '#src/schemas/zod-mini.ts';

// How an enquiry's notification email went (docs/decisions/0046-honest-enquiries.md):
// a state and, when it was not sent, why, as a code the admin words in the
// reader's language. The relay's own error text is logged, never stored: it
// says nothing staff can act on and may say more than it should.

/**
 * pending: an attempt is under way (or was cut short; the schedule takes it up
 * again); sent; failed: not sent, the schedule tries again at `next_attempt_at`;
 * given_up: not sent after every attempt of the schedule, staff retry it by hand.
 */
const relayStatuses = ['pending', 'sent', 'failed', 'given_up'] as const;

/**
 * unreachable: no connection to the mail service (a name that does not
 * resolve, a refused connection); timeout: no answer in time; http_error: an
 * error status; refused: an answer that it would not send; unexpected_answer: an
 * answer that was none of these.
 */
export const relayReasons = ['unreachable', 'timeout', 'http_error', 'refused', 'unexpected_answer'] as const;
export type RelayReason = (typeof relayReasons)[number];

export const relayStateSchema = z.object({
  status: z.enum(relayStatuses),
  /** Why the last attempt did not send it (failed, given up). */
  reason: z.optional(z.enum(relayReasons)),
  /** Attempts made so far, by the form, the schedule and staff (enquiries stored before they were counted: none said). */
  attempts: z.optional(z.int().check(z.minimum(0))),
  attempted_at: z.optional(z.iso.datetime()),
  /** When the schedule tries again (failed only). */
  next_attempt_at: z.optional(z.iso.datetime()),
});
export type RelayState = z.infer<typeof relayStateSchema>;

/** An attempt ends within the relay's timeout (at most 30 s): one pending this long was cut short, and may be taken up again. */
const STALE_ATTEMPT_MS = 5 * 60 * 1000;

/** Pending for longer than an attempt lasts: the attempt ended without recording its outcome. */
export function isCutShort(relay: RelayState, createdAt: string, now = Date.now()): boolean {
  return relay.status === 'pending' && now - Date.parse(relay.attempted_at ?? createdAt) >= STALE_ATTEMPT_MS;
}

/** Not sent and not being sent, so staff may send it again now: failed, given up, or an attempt cut short. */
export function awaitsRetry(relay: RelayState, createdAt: string, now = Date.now()): boolean {
  return relay.status === 'failed' || relay.status === 'given_up' || isCutShort(relay, createdAt, now);
}
