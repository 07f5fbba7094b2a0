import { createHash } from 'node:crypto';
import { z } from 'zod';
import { HttpError } from '#functions/http.ts';
import { updateDocument } from '#functions/store.ts';

// Attempt counters kept in Blobs (functions share no memory), one small
// document per counted key (a username, an address, a pair), so unrelated
// clients never contend for one shared document. Two kinds:
// - a limit: `limit` attempts per key within `windowMs`, then 429 until the
//   oldest leaves the window;
// - a throttle: `free` attempts, then each further one must wait twice as long
//   as the one before, up to `maxDelayMs`: it slows guessing without a lock that
//   an outsider could hold forever.
// Counting is a compare-and-swap on the key's document and happens before the
// work it guards, so concurrent requests cannot slip past together.

const attemptsSchema = z.object({ times: z.array(z.number()) });
type Attempts = z.infer<typeof attemptsSchema>;
const none = (): Attempts => ({ times: [] });

export interface Limit {
  /** Blobs key prefix of this limiter's documents. */
  prefix: string;
  limit: number;
  windowMs: number;
  message: string;
}

export interface Throttle {
  prefix: string;
  free: number;
  windowMs: number;
  maxDelayMs: number;
  message: string;
}

/** Keys hold user input (usernames, addresses): hashed into a fixed, safe Blobs key. */
const documentOf = (prefix: string, key: string) => `${prefix}/${createHash('sha256').update(key).digest('hex').slice(0, 40)}`;

const recent = (times: readonly number[], now: number, windowMs: number) =>
  times.filter((time) => time > now - windowMs && time <= now + windowMs);

const tooMany = (message: string, retryAfterMs: number) =>
  new HttpError(429, message, { headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) } });

function limitRefusal(limit: Limit, times: readonly number[], now: number): HttpError | undefined {
  if (times.length < limit.limit) return undefined;
  return tooMany(limit.message, Math.min(...times) + limit.windowMs - now);
}

/** Counts one attempt against each key, or throws 429 (counting nothing more) when one is at its limit. */
export async function consumeAttempt(limit: Limit, keys: readonly string[], now = Date.now()): Promise<void> {
  for (const key of keys) {
    await updateDocument(documentOf(limit.prefix, key), attemptsSchema, none, (current) => {
      const times = recent(current.times, now, limit.windowMs);
      const refused = limitRefusal(limit, times, now);
      if (refused) throw refused;
      return { value: { times: [...times, now] }, result: undefined };
    });
  }
}

/** The wait a throttled key owes after `count` recent attempts, the last at `last`. */
function throttleDelayMs(throttle: Throttle, count: number): number {
  if (count < throttle.free) return 0;
  return Math.min(1000 * 2 ** (count - throttle.free), throttle.maxDelayMs);
}

/** Counts one attempt against the key, or throws 429 with the wait when it comes too soon after the last. */
export async function consumeThrottled(throttle: Throttle, key: string, now = Date.now()): Promise<void> {
  await updateDocument(documentOf(throttle.prefix, key), attemptsSchema, none, (current) => {
    const times = recent(current.times, now, throttle.windowMs);
    const last = times.length > 0 ? Math.max(...times) : 0;
    const wait = last + throttleDelayMs(throttle, times.length) - now;
    if (times.length >= throttle.free && wait > 0) throw tooMany(throttle.message, wait);
    return { value: { times: [...times, now] }, result: undefined };
  });
}

/** Forgets the attempts of the keys (after a successful sign-in). */
export async function clearAttempts(prefix: string, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    await updateDocument(documentOf(prefix, key), attemptsSchema, none, (current) =>
      current.times.length === 0 ? { value: undefined, result: undefined } : { value: none(), result: undefined },
    );
  }
}
