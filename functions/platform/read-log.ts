import { AsyncLocalStorage } from 'node:async_hooks';
import type { MadeAnswer } from '#functions/platform/responses.ts';

// What an answer was made from, noted by the store as it reads (ADR 0092): the
// key of every document read while an answer is made, with the etag it was
// read at. Blobs etags change with the content, so while every key noted still
// has its etag the same reads would give the same answer, and an instance can
// answer it again without making it (functions/platform/held-answers.ts). A
// read the store cannot say that of (a list of keys, a write, a failed read)
// marks the answer as one not to keep (a public view rebuilt by this read
// lists its collections and writes: the answer after it is the one kept).

export interface ReadLog {
  /** Each key read, and its etag then: null when it did not exist. */
  readonly keys: Map<string, string | null>;
  /** Something read cannot be checked by its etag: the answer is not kept. */
  unkept: boolean;
  /** The public answer made (functions/platform/responses.ts). */
  answer?: MadeAnswer;
}

const current = new AsyncLocalStorage<ReadLog | undefined>();

/** Runs `work` noting what it reads. */
export async function logReads<T>(work: () => Promise<T>): Promise<{ value: T; log: ReadLog }> {
  const log: ReadLog = { keys: new Map(), unkept: false };
  const value = await current.run(log, work);
  return { value, log };
}

/** Whether reads are being noted now: the store then reads each document's etag with it. */
export const loggingReads = (): boolean => current.getStore() !== undefined;

/** A document read at `etag` (null: it does not exist; undefined: no etag was given, so it cannot be checked). */
export function noteRead(key: string, etag: string | null | undefined): void {
  const log = current.getStore();
  if (!log) return;
  if (etag === undefined) {
    log.unkept = true;
    return;
  }
  const before = log.keys.get(key);
  // Read twice at two etags: a write came between, and the answer may hold both.
  if (before !== undefined && before !== etag) log.unkept = true;
  log.keys.set(key, etag);
}

/** Something was read or written that no etag checks: the answer being made is not kept. */
export function noteUnkept(): void {
  const log = current.getStore();
  if (log) log.unkept = true;
}

/** The public answer made while reads are noted (a second one in the same log: not kept). */
export function noteAnswer(answer: MadeAnswer): void {
  const log = current.getStore();
  if (!log) return;
  if (log.answer !== undefined) log.unkept = true;
  log.answer = answer;
}
