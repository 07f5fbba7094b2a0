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

function retryAfterMs(entries: Attempts['entries'], limit: Limit, keys: readonly string[], now: number): number {
  let wait = 0;
  for (const key of keys) {
    const times = recent(entries[key], now, limit.windowMs);
    if (times.length >= limit.limit) wait = Math.max(wait, Math.min(...times) + limit.windowMs - now);
  }
  return wait;
}

function tooMany(limit: Limit, waitMs: number): HttpError {
  return new HttpError(429, limit.message, { headers: { 'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))) } });
}

function pruned(entries: Attempts['entries'], now: number, windowMs: number): Attempts['entries'] {
  const kept: Attempts['entries'] = {};
  for (const [key, times] of Object.entries(entries)) {
    const recentTimes = recent(times, now, windowMs);
    if (recentTimes.length > 0) kept[key] = recentTimes;
  }
  return kept;
}

/** Throws 429 when any of the keys is over its limit. */
export async function assertUnderLimit(limit: Limit, keys: readonly string[], now = Date.now()): Promise<void> {
  const { entries } = await readDocument(limit.document, attemptsSchema, empty);
  const wait = retryAfterMs(entries, limit, keys, now);
  if (wait > 0) throw tooMany(limit, wait);
}

/**
 * Checks and records one attempt in a single atomic write: 429 (and nothing
 * recorded) when any key is at its limit. Concurrent callers can never get
 * past the limit together, as they could between a check and a record.
 */
export async function consumeAttempt(limit: Limit, keys: readonly string[], now = Date.now()): Promise<void> {
  await updateDocument(limit.document, attemptsSchema, empty, (current) => {
    const wait = retryAfterMs(current.entries, limit, keys, now);
    if (wait > 0) throw tooMany(limit, wait);
    const entries = pruned(current.entries, now, limit.windowMs);
    for (const key of keys) entries[key] = [...(entries[key] ?? []), now];
    return { value: { entries }, result: undefined };
  });
}

/** Records one attempt against each key, dropping entries that left the window. */
export async function recordAttempt(limit: Limit, keys: readonly string[], now = Date.now()): Promise<void> {
  await updateDocument(limit.document, attemptsSchema, empty, (current) => {
    const entries = pruned(current.entries, now, limit.windowMs);
    for (const key of keys) entries[key] = [...(entries[key] ?? []), now];
    return { value: { entries }, result: undefined };
  });
}

/** Forgets the attempts of the keys (after a successful sign-in). */
export async function clearAttempts(limit: Limit, keys: readonly string[]): Promise<void> {
  await updateDocument(limit.document, attemptsSchema, empty, (current) => {
    if (!keys.some((key) => key in current.entries)) return { value: undefined, result: undefined };
    const entries = Object.fromEntries(Object.entries(current.entries).filter(([key]) => !keys.includes(key)));
    return { value: { entries }, result: undefined };
  });
}
