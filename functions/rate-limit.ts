import { z } from 'zod';
import { HttpError } from '#functions/http.ts';
import { readDocument, updateDocument } from '#functions/store.ts';

// Sliding-window limits kept in Blobs (functions share no memory): a key may
// fail `limit` times within `windowMs`; past that, 429 with Retry-After until
// the oldest failure leaves the window.

const attemptsSchema = z.object({ entries: z.record(z.string(), z.array(z.number())) });
type Attempts = z.infer<typeof attemptsSchema>;

export interface Limit {
  /** Blobs key of this limiter's document. */
  document: string;
  limit: number;
  windowMs: number;
  message: string;
}

const empty = (): Attempts => ({ entries: {} });

function recent(times: readonly number[] | undefined, now: number, windowMs: number): number[] {
  return (times ?? []).filter((time) => time > now - windowMs);
}

/** The 429 to answer when any of the keys is over its limit. */
function refusal(limit: Limit, entries: Attempts['entries'], keys: readonly string[], now: number): HttpError | undefined {
  let retryAfterMs = 0;
  for (const key of keys) {
    const times = recent(entries[key], now, limit.windowMs);
    if (times.length >= limit.limit) {
      const oldest = Math.min(...times);
      retryAfterMs = Math.max(retryAfterMs, oldest + limit.windowMs - now);
    }
  }
  if (retryAfterMs <= 0) return undefined;
  return new HttpError(429, limit.message, { headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) } });
}

/** Throws 429 when any of the keys is over its limit. */
export async function assertUnderLimit(limit: Limit, keys: readonly string[], now = Date.now()): Promise<void> {
  const { entries } = await readDocument(limit.document, attemptsSchema, empty);
  const refused = refusal(limit, entries, keys, now);
  if (refused) throw refused;
}

function withAttempt(current: Attempts, keys: readonly string[], now: number, windowMs: number): Attempts {
  const entries: Attempts['entries'] = {};
  for (const [key, times] of Object.entries(current.entries)) {
    const kept = recent(times, now, windowMs);
    if (kept.length > 0) entries[key] = kept;
  }
  for (const key of keys) entries[key] = [...(entries[key] ?? []), now];
  return { entries };
}

/**
 * Counts one attempt against each key, or throws 429 when any is already at its
 * limit; the check and the count are one compare-and-swap, so concurrent
 * requests cannot slip past the limit together.
 */
export async function consumeAttempt(limit: Limit, keys: readonly string[], now = Date.now()): Promise<void> {
  await updateDocument(limit.document, attemptsSchema, empty, (current) => {
    const refused = refusal(limit, current.entries, keys, now);
    if (refused) throw refused;
    return { value: withAttempt(current, keys, now, limit.windowMs), result: undefined };
  });
}

/** Records one attempt against each key, dropping entries that left the window. */
export async function recordAttempt(limit: Limit, keys: readonly string[], now = Date.now()): Promise<void> {
  await updateDocument(limit.document, attemptsSchema, empty, (current) => ({
    value: withAttempt(current, keys, now, limit.windowMs),
    result: undefined,
  }));
}

/** Forgets the attempts of the keys (after a successful sign-in). */
export async function clearAttempts(limit: Limit, keys: readonly string[]): Promise<void> {
  await updateDocument(limit.document, attemptsSchema, empty, (current) => {
    if (!keys.some((key) => key in current.entries)) return { value: undefined, result: undefined };
    const entries = Object.fromEntries(Object.entries(current.entries).filter(([key]) => !keys.includes(key)));
    return { value: { entries }, result: undefined };
  });
}
