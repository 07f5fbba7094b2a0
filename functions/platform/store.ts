import { getStore, type Store } from '@netlify/blobs';
import * as z from '#functions/platform/zod.ts';
import { englishOf, message } from '#src/schemas/messages.ts';
import { currentStoreName } from '#functions/platform/deploy-context.ts';
import { loggingReads, noteRead, noteUnkept } from '#functions/platform/read-log.ts';

// The only module that touches Netlify Blobs. Content is one small document per
// item (functions/content/collections.ts, ADR 0030); sign-in attempts and sessions are
// one small document each (ADR 0023).
// Writes are compare-and-swap: read the document and its etag, apply the
// change, write with onlyIfMatch (or onlyIfNew), and retry from a fresh read
// when another writer got there first. Nothing acknowledged is ever lost.
// See docs/decisions/0003-storage.md.
// While an answer's reads are logged (functions/platform/read-log.ts, ADR 0092),
// every read notes its key and etag, and anything else marks the answer as one
// not to keep.

const MAX_ATTEMPTS = 60;

/** A stored document exists but does not match its schema. It is reported, never silently replaced. */
export class CorruptDataError extends Error {
  readonly key: string;
  constructor(key: string, detail: string) {
    super(`Stored data "${key}" is unreadable (${detail}). It has been left untouched; restore it from a backup or fix it by hand.`);
    this.name = 'CorruptDataError';
    this.key = key;
  }
}

/** Blobs could not be reached or answered with a server error. */
export class StoreUnavailableError extends Error {
  constructor(operation: string, key: string, cause: unknown) {
    super(`Blobs ${operation} of "${key}" failed`, { cause });
    this.name = 'StoreUnavailableError';
  }
}

/** Too many writers raced for the same document; the caller's change was not applied. */
export class WriteContentionError extends Error {
  readonly key: string;
  constructor(key: string) {
    super(englishOf(message('write_contention', { key })));
    this.name = 'WriteContentionError';
    this.key = key;
  }
}

function blobs(): Store {
  // Production's store, or the previews' own (functions/platform/deploy-context.ts).
  return getStore({ name: currentStoreName(), consistency: 'strong' });
}

async function attempt<T>(operation: string, key: string, run: () => Promise<T>): Promise<T> {
  if (operation !== 'read') noteUnkept();
  try {
    return await run();
  } catch (error) {
    noteUnkept();
    throw new StoreUnavailableError(operation, key, error);
  }
}

interface StoredText {
  data: string;
  etag?: string;
  metadata: Record<string, unknown>;
}

/** A stored text with its etag and metadata in one round trip, or null when the key does not exist. */
async function readWithMetadata(store: Store, key: string): Promise<StoredText | null> {
  // The typings omit the null that a missing key gives.
  const found = await attempt<StoredText | null>('read', key, () => store.getWithMetadata(key, { type: 'text' }));
  noteRead(key, found ? found.etag : null);
  return found;
}

function parseJson(key: string, text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new CorruptDataError(key, 'not valid JSON');
  }
}

/** A document's parsed JSON and its etag in one round trip, or undefined when the key does not exist. */
async function readJsonWithEtag(store: Store, key: string): Promise<{ raw: unknown; etag: string | undefined } | undefined> {
  const found = await readWithMetadata(store, key);
  return found === null ? undefined : { raw: parseJson(key, found.data), etag: found.etag };
}

async function readJson(store: Store, key: string): Promise<unknown> {
  const text = await readTextOf(store, key);
  return text === null ? undefined : parseJson(key, text);
}

/** A stored text, or null; with its etag, in the same round trip, while reads are logged. */
async function readTextOf(store: Store, key: string): Promise<string | null> {
  if (loggingReads()) return (await readWithMetadata(store, key))?.data ?? null;
  return attempt('read', key, () => store.get(key, { type: 'text' }));
}

function validate<S extends z.core.$ZodType>(key: string, schema: S, raw: unknown): z.infer<S> {
  const result = z.safeParse(schema, raw);
  if (!result.success) {
    noteUnkept();
    const first = result.error.issues[0];
    throw new CorruptDataError(key, first ? `${first.path.join('.') || 'value'}: ${first.message}` : 'invalid');
  }
  return result.data;
}

/** A write refused because its value would not read back: a bug in the code that made it, never the sender's input. */
export class UnreadableWriteError extends Error {
  constructor(key: string, detail: string) {
    super(`Refused to write "${key}": its own schema would refuse it when read back (${detail}). Nothing was written.`);
    this.name = 'UnreadableWriteError';
  }
}

/**
 * Throws before a write whose value the document's schema would refuse when
 * read back (as JSON, as every read gets it): one such value makes its key
 * unreadable to every later read, export and backup, so it is never stored.
 */
export function assertReadable(key: string, schema: z.core.$ZodType, value: unknown): void {
  const result = z.safeParse(schema, JSON.parse(JSON.stringify(value ?? null)));
  if (result.success) return;
  const first = result.error.issues[0];
  throw new UnreadableWriteError(key, first ? `${first.path.join('.') || 'value'}: ${first.message}` : 'invalid');
}

/** Reads a document, or the fallback when it has never been written. */
export async function readDocument<S extends z.core.$ZodType>(key: string, schema: S, fallback: () => z.infer<S>): Promise<z.infer<S>> {
  const raw = await readJson(blobs(), key);
  return raw === undefined ? fallback() : validate(key, schema, raw);
}

/** Reads a stored text and its metadata in one round trip, or null when the key does not exist. */
export async function readTextWithMetadata(key: string): Promise<{ text: string; metadata: Record<string, unknown> } | null> {
  const found = await readWithMetadata(blobs(), key);
  return found ? { text: found.data, metadata: found.metadata } : null;
}

/** Reads a document and validates it, or undefined when it does not exist. */
export async function readOptional<S extends z.core.$ZodType>(key: string, schema: S): Promise<z.infer<S> | undefined> {
  const raw = await readJson(blobs(), key);
  return raw === undefined ? undefined : validate(key, schema, raw);
}

/** Writes a text whatever is stored (for derived data and tokens that any writer may replace). */
export async function putText(key: string, text: string, metadata?: Record<string, unknown>): Promise<void> {
  const store = blobs();
  await attempt('write', key, () => store.set(key, text, metadata ? { metadata } : {}));
}

/** Writes a document whatever is stored (for derived data that any writer may replace). */
export async function putDocument(key: string, value: unknown): Promise<void> {
  await putText(key, JSON.stringify(value));
}

/** Stores a document only if the key does not exist yet; false when it does. */
export async function createIfNew(key: string, value: unknown): Promise<boolean> {
  const store = blobs();
  const { modified } = await attempt('write', key, () => store.setJSON(key, value, { onlyIfNew: true }));
  return modified;
}

/** Reads a document's stored text as is, for responses that are served verbatim. */
export async function readText(key: string): Promise<string | null> {
  return readTextOf(blobs(), key);
}

/**
 * The etags of every key under a prefix, in one list call. Etags change with
 * the content, so equal etags at two moments mean nothing was written between
 * (our documents carry a revision that only goes up, so content never repeats).
 */
export async function etagsUnder(prefix: string): Promise<Record<string, string>> {
  const store = blobs();
  const { blobs: entries } = await attempt('list', prefix, () => store.list({ prefix }));
  return Object.fromEntries(entries.map((entry) => [entry.key, entry.etag]));
}

export interface Change<T, R> {
  /** The new document, or undefined to leave the stored one as it is. */
  value: T | undefined;
  result: R;
}

/**
 * Applies `mutate` to the current document and stores the result atomically.
 * `mutate` may run several times (once per conflicting writer) and must be pure
 * apart from throwing; whatever it throws (an HttpError such as 404) aborts.
 */
export async function updateDocument<S extends z.core.$ZodType, R>(
  key: string,
  schema: S,
  fallback: () => z.infer<S>,
  mutate: (current: z.infer<S>) => Change<z.infer<S>, R> | Promise<Change<z.infer<S>, R>>,
): Promise<R> {
  const store = blobs();
  for (let attemptNumber = 0; attemptNumber < MAX_ATTEMPTS; attemptNumber++) {
    const found = await readJsonWithEtag(store, key);
    if (found && found.etag === undefined) throw new Error(`Blobs gave no etag for "${key}"`);
    const current = found === undefined ? fallback() : validate(key, schema, found.raw);
    const { value, result } = await mutate(current);
    if (value === undefined) return result;
    assertReadable(key, schema, value);
    const conditions = found?.etag === undefined ? { onlyIfNew: true as const } : { onlyIfMatch: found.etag };
    const { modified } = await attempt('write', key, () => store.setJSON(key, value, conditions));
    if (modified) return result;
    await backoff(attemptNumber);
  }
  throw new WriteContentionError(key);
}

function backoff(attemptNumber: number): Promise<void> {
  const ceiling = Math.min(200, 5 * 2 ** Math.min(attemptNumber, 6));
  return new Promise((resolve) => setTimeout(resolve, Math.random() * ceiling));
}

/**
 * Stores a JSON document under a key that must not exist yet, in one round trip
 * and with no contention: the records kept one per key (sessions, attempts)
 * have generated keys, so a clash is a bug and throws.
 */
export async function createDocument(key: string, value: unknown): Promise<void> {
  if (!(await createIfNew(key, value))) throw new Error(`Blobs key "${key}" already exists`);
}

export interface StoredFile {
  data: ArrayBuffer;
  metadata: Record<string, unknown>;
}

/** Stores bytes under a key that must not exist yet (keys are generated, so a clash is a bug). */
export async function createFile(key: string, data: ArrayBuffer | Uint8Array, metadata: Record<string, unknown>): Promise<boolean> {
  const store = blobs();
  const body = data instanceof Uint8Array ? new Uint8Array(data).buffer : data;
  const { modified } = await attempt('write', key, () => store.set(key, body, { metadata, onlyIfNew: true }));
  return modified;
}

/** Overwrites bytes under a key (used for staging parts that belong to one writer). */
export async function putFile(key: string, data: ArrayBuffer | Uint8Array, metadata: Record<string, unknown>): Promise<void> {
  const store = blobs();
  const body = data instanceof Uint8Array ? new Uint8Array(data).buffer : data;
  await attempt('write', key, () => store.set(key, body, { metadata }));
}

export async function readFile(key: string): Promise<StoredFile | null> {
  const store = blobs();
  // The typings omit the null that a missing key gives.
  const found = (await attempt('read', key, () => store.getWithMetadata(key, { type: 'arrayBuffer' }))) as
    (StoredFile & { etag?: string }) | null;
  noteRead(key, found ? found.etag : null);
  return found ? { data: found.data, metadata: found.metadata } : null;
}

export async function deleteKey(key: string): Promise<void> {
  const store = blobs();
  await attempt('delete', key, () => store.delete(key));
}

export async function listKeys(prefix: string): Promise<string[]> {
  const store = blobs();
  const { blobs: entries } = await attempt('list', prefix, () => store.list({ prefix }));
  return entries.map((entry) => entry.key);
}

/** A stored file's metadata without its bytes, or null when it does not exist. */
export async function fileMetadata(key: string): Promise<Record<string, unknown> | null> {
  const store = blobs();
  const found = await attempt('read', key, () => store.getMetadata(key));
  noteRead(key, found ? found.etag : null);
  return found ? found.metadata : null;
}

/** The etag of what a key holds now, null when it does not exist: one round trip with no body. */
export async function etagOf(key: string): Promise<string | null | undefined> {
  const store = blobs();
  const found = await attempt('read', key, () => store.getMetadata(key));
  return found ? found.etag : null;
}
