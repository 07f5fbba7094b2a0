import { randomUUID } from 'node:crypto';
import type { Message } from '#src/schemas/messages.ts';
import { HttpError } from '#functions/platform/http.ts';
import { folderFor, leadingNumberOf } from '#functions/platform/record-keys.ts';
import { createDocument, deleteKey, listKeys } from '#functions/platform/store.ts';

// Attempt counters kept in Blobs (functions share no memory). Each attempt is a
// document of its own, `<prefix>/<key hash>/<time>-<random>`, so concurrent
// attempts never contend for a document: an attempt writes its entry, lists
// its key's entries, and decides from what it sees, in a bounded number of
// round trips however many clients race (ADR 0023). Two kinds:
// - a limit: `limit` attempts per key within `windowMs`, then 429 until the
//   oldest leaves the window;
// - a throttle: `free` attempts, then each further one must wait twice as long
//   as the one before, up to `maxDelayMs`: it slows guessing without a lock that
//   an outsider could hold forever.
// An attempt counts every entry it sees, its racing rivals' included, so racing
// attempts may all be refused but never more pass than the allowance: each one
// that passes has seen every one that passed before it. A refused attempt of a
// limit keeps its entry when it is among the first `limit + 1` of its key (so
// a burst leaves the key locked for a window, as a sequence of attempts would)
// and removes it otherwise (so hammering neither grows the folder nor extends
// the lock); a refused attempt of a throttle always removes its entry. Entries
// that left the window are removed by the next attempt that sees them.

export interface Limit {
  /** Blobs key prefix of this limiter's documents. */
  prefix: string;
  limit: number;
  windowMs: number;
  message: Message;
}

export interface Throttle {
  prefix: string;
  free: number;
  windowMs: number;
  maxDelayMs: number;
  message: Message;
}

interface Entry {
  key: string;
  time: number;
}

const entryOf = (key: string): Entry => ({ key, time: leadingNumberOf(key) });

/**
 * Writes this attempt's entry and reads every entry of the key: the ones in the
 * window, this one included, and the stale ones, which are removed.
 */
async function recordAttempt(folder: string, windowMs: number, now: number): Promise<{ mine: string; recent: Entry[] }> {
  const mine = `${folder}${String(now).padStart(15, '0')}-${randomUUID()}`;
  await createDocument(mine, {});
  const entries = (await listKeys(folder)).map(entryOf);
  const stale = entries.filter((entry) => entry.time <= now - windowMs);
  await Promise.all(stale.map((entry) => deleteKey(entry.key)));
  // An entry from further ahead than a window (a clock that jumped) is not counted.
  const recent = entries.filter((entry) => entry.time > now - windowMs && entry.time <= now + windowMs);
  return { mine, recent: recent.some((entry) => entry.key === mine) ? recent : [...recent, entryOf(mine)] };
}

const tooMany = (message: Message, retryAfterMs: number) =>
  new HttpError(429, message, { headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) } });

/** Counts one attempt against each key, or throws 429 (counting nothing more) when one is at its limit. */
export async function consumeAttempt(limit: Limit, keys: readonly string[], now = Date.now()): Promise<string[]> {
  const recorded: string[] = [];
  for (const key of keys) {
    const { mine, recent } = await recordAttempt(folderFor(limit.prefix, key), limit.windowMs, now);
    if (recent.length > limit.limit) {
      const rank = recent.filter((entry) => entry.key <= mine).length;
      if (rank > limit.limit + 1) await deleteKey(mine);
      const oldest = Math.min(...recent.map((entry) => entry.time));
      throw tooMany(limit.message, oldest + limit.windowMs - now);
    }
    recorded.push(mine);
  }
  return recorded;
}

/** The wait a throttled key owes after `count` recent attempts. */
function throttleDelayMs(throttle: Throttle, count: number): number {
  if (count < throttle.free) return 0;
  return Math.min(1000 * 2 ** (count - throttle.free), throttle.maxDelayMs);
}

/** Counts one attempt against the key, or throws 429 with the wait when it comes too soon after the last. */
export async function consumeThrottled(throttle: Throttle, key: string, now = Date.now()): Promise<void> {
  const { mine, recent } = await recordAttempt(folderFor(throttle.prefix, key), throttle.windowMs, now);
  const others = recent.filter((entry) => entry.key !== mine);
  if (others.length < throttle.free) return;
  const last = Math.max(...others.map((entry) => entry.time));
  const wait = last + throttleDelayMs(throttle, others.length) - now;
  if (wait > 0) {
    await deleteKey(mine);
    throw tooMany(throttle.message, wait);
  }
}

/** Forgets the attempts of the keys (after a successful sign-in). */
export async function clearAttempts(prefix: string, keys: readonly string[]): Promise<void> {
  await Promise.all(
    keys.map(async (key) => {
      const entries = await listKeys(folderFor(prefix, key));
      await Promise.all(entries.map((entry) => deleteKey(entry)));
    }),
  );
}

/** Where every attempt counter lives; their windows are all 15 minutes or less. */
const ATTEMPT_ROOTS = ['limits/', 'auth/attempts/'];
const ATTEMPT_KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * The hourly sweep's part: attempts a day old, past every window. An attempt's
 * stale entries are otherwise removed only by the next attempt of the same key,
 * and a visitor who never comes back would leave theirs, keyed by a digest of
 * their address, for good (docs/privacy.md).
 */
export async function sweepStaleAttempts(now = Date.now()): Promise<number> {
  const keys = (await Promise.all(ATTEMPT_ROOTS.map((root) => listKeys(root)))).flat();
  const stale = keys.filter((key) => leadingNumberOf(key) <= now - ATTEMPT_KEPT_MS);
  await Promise.all(stale.map((key) => deleteKey(key)));
  return stale.length;
}
