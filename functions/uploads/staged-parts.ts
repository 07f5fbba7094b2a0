import { randomUUID } from 'node:crypto';
import * as z from '#functions/platform/zod.ts';
import { message, type Message } from '#src/schemas/messages.ts';
import { HttpError } from '#functions/platform/http.ts';
import { deleteKey, listKeys, putFile, readDocument, readFile, updateDocument } from '#functions/platform/store.ts';

// Files that travel in parts. Netlify buffers at most 6 MB per function request
// and base64-encodes binary bodies, so a large file comes as parts, in order,
// one at a time: the first part opens a staging area under a server-generated
// id bound to the signed-in member (`upload_id`), each later part names it, and
// the last one joins them and hands the whole file back to its caller (a logo
// to store, a backup to keep). A kind whose file is named by a later request
// (a document, by its create or replace call) keeps the parts until that
// request takes them (`untilTaken`). Staging areas abandoned for an hour,
// taken or not, are dropped when the next one of their kind opens, and by the
// hourly sweep.

const STALE_MS = 60 * 60 * 1000;

/** The id a first part gets back: its creation time, then a random UUID. */
export const UPLOAD_ID = /^\d{13}-[0-9a-f-]{36}$/;

export interface PartsRules {
  /** Where this kind of file is staged, ending in a slash. */
  prefix: string;
  maxBytes: number;
  maxParts: number;
  /** The refusal when the parts add up to more than maxBytes. */
  tooLarge: Message;
  /** The request's name for the number of parts, as refusals quote it. */
  countName: string;
  /** The last part leaves the parts staged, complete, for `take` to join in a later request. */
  untilTaken?: boolean;
  /** Refuses bytes about to be staged when there is no room for them (the upload cap, for files that become uploads). */
  beforeStaging?: (bytes: number) => Promise<void>;
}

/** Where a part goes: its upload (none for the first), its place, how many there are. */
export interface PartRef {
  uploadId: string | undefined;
  index: number;
  count: number;
}

export type Staged = { complete: false; uploadId: string; received: number } | { complete: true; whole: Uint8Array; owner: string };

const manifestSchema = z.object({
  owner: z.string(),
  count: z.number().check(z.int(), z.gte(2)),
  /** Staged parts in order; each key is unique, so a retried or duplicate part never overwrites one already counted. */
  parts: z.array(z.object({ key: z.string(), size: z.number().check(z.int(), z.gte(0)) })),
  bytes: z.number().check(z.int(), z.gte(0)),
  createdAt: z.number().check(z.int()),
  /** Set by the request that takes a complete upload, so a second one finds nothing. */
  taken: z.optional(z.boolean()),
});
type Manifest = z.infer<typeof manifestSchema>;

export function stagedParts(rules: PartsRules) {
  const areaOf = (uploadId: string) => `${rules.prefix}${uploadId}`;
  const manifestKeyOf = (uploadId: string) => `${areaOf(uploadId)}/manifest`;

  /** Drops staged parts of uploads abandoned for more than an hour (the id starts with its creation time). */
  async function cleanStale(now = Date.now()): Promise<void> {
    const keys = await listKeys(rules.prefix);
    const stale = keys.filter((key) => {
      const created = Number(key.slice(rules.prefix.length).split('/')[0]?.split('-')[0]);
      return !Number.isFinite(created) || now - created > STALE_MS;
    });
    await Promise.all(stale.map((key) => deleteKey(key)));
  }

  /** Why the next part may not join this upload, or undefined when it may. Runs again inside the compare-and-swap. */
  function checkNext(manifest: Manifest | null, owner: string, part: PartRef, size: number, now: number): HttpError | undefined {
    if (manifest?.owner !== owner || now - manifest.createdAt > STALE_MS) return new HttpError(404, message('upload_expired'));
    if (manifest.count !== part.count) return new HttpError(400, message('parts_mismatch', { name: rules.countName }));
    if (part.index < manifest.parts.length) return new HttpError(409, message('part_received', { index: part.index }));
    if (part.index > manifest.parts.length) return new HttpError(400, message('part_missing', { index: manifest.parts.length }));
    if (manifest.bytes + size > rules.maxBytes) return new HttpError(413, rules.tooLarge);
    return undefined;
  }

  /** Joins the staged parts and drops them. */
  async function assemble(uploadId: string, manifest: Manifest): Promise<Uint8Array> {
    const stored = await Promise.all(manifest.parts.map((staged) => readFile(staged.key)));
    await Promise.all([...manifest.parts.map((staged) => deleteKey(staged.key)), deleteKey(manifestKeyOf(uploadId))]);
    const whole = new Uint8Array(manifest.bytes);
    let offset = 0;
    for (const [index, file] of stored.entries()) {
      if (!file || file.data.byteLength !== manifest.parts[index]?.size) throw new HttpError(409, message('upload_incomplete'));
      whole.set(new Uint8Array(file.data), offset);
      offset += file.data.byteLength;
    }
    return whole;
  }

  async function open(part: PartRef, bytes: Uint8Array, owner: string): Promise<Staged> {
    if (part.uploadId) throw new HttpError(400, message('first_part_with_id'));
    if (part.count < 2 || part.count > rules.maxParts) throw new HttpError(413, rules.tooLarge);
    await cleanStale();
    await rules.beforeStaging?.(bytes.byteLength);
    const now = Date.now();
    const uploadId = `${now}-${randomUUID()}`;
    const key = `${areaOf(uploadId)}/0-${randomUUID()}`;
    await putFile(key, bytes, { size: bytes.byteLength });
    const manifest: Manifest = {
      owner,
      count: part.count,
      parts: [{ key, size: bytes.byteLength }],
      bytes: bytes.byteLength,
      createdAt: now,
    };
    await updateDocument(
      manifestKeyOf(uploadId),
      z.nullable(manifestSchema),
      () => null,
      () => ({ value: manifest, result: undefined }),
    );
    return { complete: false, uploadId, received: 1 };
  }

  async function add(part: PartRef, bytes: Uint8Array, owner: string): Promise<Staged> {
    const uploadId = part.uploadId;
    if (!uploadId) throw new HttpError(400, message('upload_id_required'));
    const manifestKey = manifestKeyOf(uploadId);
    const refusal = checkNext(
      await readDocument(manifestKey, z.nullable(manifestSchema), () => null),
      owner,
      part,
      bytes.byteLength,
      Date.now(),
    );
    if (refusal) throw refusal;
    await rules.beforeStaging?.(bytes.byteLength);
    // The bytes are staged under a fresh key before the manifest counts them, so a complete manifest means complete parts.
    const key = `${areaOf(uploadId)}/${part.index}-${randomUUID()}`;
    await putFile(key, bytes, { size: bytes.byteLength });
    let manifest: Manifest;
    try {
      manifest = await updateDocument(
        manifestKey,
        z.nullable(manifestSchema),
        () => null,
        (current) => {
          const problem = checkNext(current, owner, part, bytes.byteLength, Date.now());
          if (problem || !current) throw problem ?? new HttpError(404, message('upload_expired'));
          const next = { ...current, parts: [...current.parts, { key, size: bytes.byteLength }], bytes: current.bytes + bytes.byteLength };
          return { value: next, result: next };
        },
      );
    } catch (error) {
      await deleteKey(key);
      throw error;
    }
    if (manifest.parts.length < manifest.count || rules.untilTaken) return { complete: false, uploadId, received: manifest.parts.length };
    return { complete: true, whole: await assemble(uploadId, manifest), owner: manifest.owner };
  }

  /** The whole file of a complete upload of this owner, its parts dropped; claimed first, so it is taken once. */
  async function take(uploadId: string, owner: string): Promise<Uint8Array> {
    const manifest = await updateDocument(
      manifestKeyOf(uploadId),
      z.nullable(manifestSchema),
      () => null,
      (current) => {
        if (current?.owner !== owner || current.taken || Date.now() - current.createdAt > STALE_MS)
          throw new HttpError(404, message('upload_expired'));
        if (current.parts.length < current.count) throw new HttpError(409, message('upload_incomplete'));
        const claimed = { ...current, taken: true };
        return { value: claimed, result: claimed };
      },
    );
    return assemble(uploadId, manifest);
  }

  return {
    /** The first part opens an upload, every later one joins it. */
    receive: (part: PartRef, bytes: Uint8Array, owner: string): Promise<Staged> =>
      part.index === 0 ? open(part, bytes, owner) : add(part, bytes, owner),
    /** For kinds staged `untilTaken`: the whole file a later request names by its upload id. */
    take,
    /** Drops the areas of uploads abandoned for an hour, whether or not another upload comes. */
    sweepStale: cleanStale,
  };
}
