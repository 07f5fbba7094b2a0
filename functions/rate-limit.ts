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

/** Throws 429 when any of the keys is over its limit. */
export async function assertUnderLimit(limit: Limit, keys: readonly string[], now = Date.now()): Promise<void> {
  const { entries } = await readDocument(limit.document, attemptsSchema, empty);
  let retryAfterMs = 0;
  for (const key of keys) {
    const times = recent(entries[key], now, limit.windowMs);
    if (times.length >= limit.limit) {
      const oldest = Math.min(...times);
      retryAfterMs = Math.max(retryAfterMs, oldest + limit.windowMs - now);
    }
  }
  if (retryAfterMs > 0) {
    throw new HttpError(429, limit.message, { headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) } });
  }
}

/** Records one attempt against each key, dropping entries that left the window. */
export async function recordAttempt(limit: Limit, keys: readonly string[], now = Date.now()): Promise<void> {
  await updateDocument(limit.document, attemptsSchema, empty, (current) => {
    const entries: Attempts['entries'] = {};
    for (const [key, times] of Object.entries(current.entries)) {
      const kept = recent(times, now, limit.windowMs);
      if (kept.length > 0) entries[key] = kept;
    }
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
