import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { LOGO_CHUNK_BYTES, MAX_LOGO_BYTES, uploadMessages } from '#schemas/upload.ts';
import { HttpError } from '#functions/http.ts';
import { deleteKey, listKeys, putFile, readDocument, readFile, updateDocument } from '#functions/store.ts';

// The chunked side of logo uploads. Netlify buffers at most 6 MB per function
// request and base64-encodes binary bodies (about 4.5 MB of file), so a file
// above LOGO_CHUNK_BYTES travels in parts of at most that size:
//
//   part 0          → 202 { upload_id }   (the server makes the id up)
//   parts 1…n-2     → 202
//   the last part   → the whole file, assembled in order, for the caller to check and store
//
// Parts may arrive in any order, but only from the admin who opened the upload.
// Each part's bytes are staged under a key of their own before the manifest
// counts them, so a complete manifest always means complete bytes, and a part
// sent twice can never overwrite one already counted. Uploads left unfinished
// for an hour are deleted when the next one starts.

export const MAX_PARTS = Math.ceil(MAX_LOGO_BYTES / LOGO_CHUNK_BYTES);
export const PARTS_PREFIX = 'upload-parts/';
export const STALE_UPLOAD_MS = 60 * 60 * 1000;

const uploadIdPattern = /^\d{13}-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const uploadIdSchema = z.string().regex(uploadIdPattern, 'upload_id is not valid');

export interface Part {
  bytes: Uint8Array;
  uploadId: string | undefined;
  index: number;
  count: number;
}

const manifestSchema = z.object({
  owner: z.string(),
  count: z.number().int().min(2).max(MAX_PARTS),
  parts: z.array(z.object({ index: z.number().int().min(0), key: z.string(), size: z.number().int().min(0) })),
  bytes: z.number().int().min(0),
});
type Manifest = z.infer<typeof manifestSchema>;

export type PartOutcome = { done: false; uploadId: string; received: number } | { done: true; bytes: Uint8Array };

const prefixOf = (uploadId: string) => `${PARTS_PREFIX}${uploadId}/`;
const manifestKey = (uploadId: string) => `${prefixOf(uploadId)}manifest`;

/** The time an upload was opened, from its id. */
function openedAt(key: string): number {
  return Number(key.slice(PARTS_PREFIX.length).split('-')[0]);
}

/** Deletes everything staged for uploads opened more than STALE_UPLOAD_MS ago. */
export async function cleanStaleParts(now = Date.now()): Promise<number> {
  const stale = (await listKeys(PARTS_PREFIX)).filter((key) => !(now - openedAt(key) <= STALE_UPLOAD_MS));
  await Promise.all(stale.map((key) => deleteKey(key)));
  return stale.length;
}

/** Deletes everything staged for one upload. */
export async function discardUpload(uploadId: string): Promise<void> {
  const keys = await listKeys(prefixOf(uploadId));
  await Promise.all(keys.map((key) => deleteKey(key)));
}

/** The refusals a part can meet, checked before its bytes are staged and again atomically when it is counted. */
function checkPart(manifest: Manifest | null, part: Part, owner: string): Manifest {
  // Another admin's upload answers exactly like an unknown one.
  if (manifest?.owner !== owner) throw new HttpError(404, 'Upload not found or expired; start again');
  if (manifest.count !== part.count) throw new HttpError(400, 'chunk_count does not match the first part');
  if (manifest.parts.some((received) => received.index === part.index)) throw new HttpError(409, `Part ${part.index} was already received`);
  if (manifest.bytes + part.bytes.byteLength > MAX_LOGO_BYTES) throw new HttpError(413, uploadMessages.tooLarge);
  return manifest;
}

async function open(part: Part, owner: string): Promise<Manifest & { uploadId: string }> {
  if (part.uploadId) throw new HttpError(400, 'The first part must not carry an upload_id');
  await cleanStaleParts();
  const uploadId = `${Date.now()}-${randomUUID()}`;
  const key = `${prefixOf(uploadId)}0-${randomUUID()}`;
  await putFile(key, part.bytes, { size: part.bytes.byteLength });
  const manifest: Manifest = {
    owner,
    count: part.count,
    parts: [{ index: 0, key, size: part.bytes.byteLength }],
    bytes: part.bytes.byteLength,
  };
  await updateDocument(
    manifestKey(uploadId),
    manifestSchema.nullable(),
    () => null,
    () => ({ value: manifest, result: undefined }),
  );
  return { ...manifest, uploadId };
}

async function add(part: Part, owner: string): Promise<Manifest & { uploadId: string }> {
  const uploadId = part.uploadId;
  if (!uploadId) throw new HttpError(400, 'upload_id is required for every part after the first');
  const key = `${prefixOf(uploadId)}${part.index}-${randomUUID()}`;
  let staged = false;
  try {
    checkPart(await readDocument(manifestKey(uploadId), manifestSchema.nullable(), () => null), part, owner);
    await putFile(key, part.bytes, { size: part.bytes.byteLength });
    staged = true;
    const manifest = await updateDocument(
      manifestKey(uploadId),
      manifestSchema.nullable(),
      () => null,
      (current) => {
        const checked = checkPart(current, part, owner);
        const next = {
          ...checked,
          parts: [...checked.parts, { index: part.index, key, size: part.bytes.byteLength }],
          bytes: checked.bytes + part.bytes.byteLength,
        };
        return { value: next, result: next };
      },
    );
    return { ...manifest, uploadId };
  } catch (error) {
    if (staged) await deleteKey(key);
    // Past 5 MB the upload can never complete: nothing of it is kept. (Only its owner gets this far.)
    if (error instanceof HttpError && error.status === 413) await discardUpload(uploadId);
    throw error;
  }
}

async function assemble(manifest: Manifest, uploadId: string): Promise<Uint8Array> {
  const ordered = [...manifest.parts].sort((a, b) => a.index - b.index);
  const stored = await Promise.all(ordered.map((part) => readFile(part.key)));
  await discardUpload(uploadId);
  const whole = new Uint8Array(manifest.bytes);
  let offset = 0;
  for (const [position, file] of stored.entries()) {
    const chunk = file ? new Uint8Array(file.data) : undefined;
    if (!chunk || chunk.byteLength !== ordered[position]?.size) throw new HttpError(409, 'A part of the upload is missing; start again');
    whole.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return whole;
}

/** Receives one part of a chunked upload; the last one gives the whole file. */
export async function receivePart(part: Part, owner: string): Promise<PartOutcome> {
  const manifest = part.index === 0 ? await open(part, owner) : await add(part, owner);
  if (manifest.parts.length < manifest.count) return { done: false, uploadId: manifest.uploadId, received: manifest.parts.length };
  return { done: true, bytes: await assemble(manifest, manifest.uploadId) };
}
