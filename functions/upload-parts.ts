import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { LOGO_CHUNK_BYTES, MAX_LOGO_BYTES, uploadMessages } from '#src/schemas/upload.ts';
import { HttpError, respond } from '#functions/http.ts';
import { uploadPartSchema, uploadResultSchema } from '#src/schemas/api.ts';
import { storeLogo } from '#functions/logo-files.ts';
import { deleteKey, listKeys, putFile, readDocument, readFile, updateDocument } from '#functions/store.ts';

// The parts protocol of logo uploads. Netlify buffers at most 6 MB per function
// request and base64-encodes binary bodies, so files above LOGO_CHUNK_BYTES
// travel in parts of at most that size, in order, one at a time: the first part
// opens an upload under a server-generated id bound to the admin (202 with
// upload_id), each later part names it, and the last one assembles, checks and
// stores the whole file (201 with logo_url). Uploads abandoned for an hour are
// dropped when the next one opens. admin/lib/logo-upload.ts is the client.

export const MAX_PARTS = Math.ceil(MAX_LOGO_BYTES / LOGO_CHUNK_BYTES);
const STALE_UPLOAD_MS = 60 * 60 * 1000;

export interface Part {
  file: File;
  uploadId: string | undefined;
  index: number;
  count: number;
}

const manifestSchema = z.object({
  owner: z.string(),
  count: z.number().int().min(2).max(MAX_PARTS),
  /** Staged parts in order; each key is unique, so a retried or duplicate part never overwrites one already counted. */
  parts: z.array(z.object({ key: z.string(), size: z.number().int().min(0) })),
  bytes: z.number().int().min(0),
  createdAt: z.number().int(),
});
type Manifest = z.infer<typeof manifestSchema>;

const partsPrefix = (uploadId: string) => `upload-parts/${uploadId}`;
const manifestKeyOf = (uploadId: string) => `${partsPrefix(uploadId)}/manifest`;

/** Drops staged parts of uploads abandoned for more than an hour (the id starts with its creation time). */
async function cleanStaleParts(now = Date.now()): Promise<void> {
  const keys = await listKeys('upload-parts/');
  const stale = keys.filter((key) => {
    const created = Number(key.split('/')[1]?.split('-')[0]);
    return !Number.isFinite(created) || now - created > STALE_UPLOAD_MS;
  });
  await Promise.all(stale.map((key) => deleteKey(key)));
}

/** Why the next part may not join this upload, or undefined when it may. Runs again inside the compare-and-swap. */
function checkNextPart(manifest: Manifest | null, owner: string, part: Part, size: number, now: number): HttpError | undefined {
  if (manifest?.owner !== owner || now - manifest.createdAt > STALE_UPLOAD_MS) return new HttpError(404, 'Upload not found or expired');
  if (manifest.count !== part.count) return new HttpError(400, 'chunk_count does not match the first part');
  if (part.index < manifest.parts.length) return new HttpError(409, `Part ${part.index} was already received`);
  if (part.index > manifest.parts.length)
    return new HttpError(400, `Part ${manifest.parts.length} is missing: parts must be sent in order, one at a time`);
  if (manifest.bytes + size > MAX_LOGO_BYTES) return new HttpError(413, uploadMessages.tooLarge);
  return undefined;
}

export async function openUpload(part: Part, bytes: Uint8Array, owner: string): Promise<Response> {
  if (part.uploadId) throw new HttpError(400, 'The first part must not carry an upload_id');
  await cleanStaleParts();
  const now = Date.now();
  const uploadId = `${now}-${randomUUID()}`;
  const key = `${partsPrefix(uploadId)}/0-${randomUUID()}`;
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
    manifestSchema.nullable(),
    () => null,
    () => ({ value: manifest, result: undefined }),
  );
  return respond(uploadPartSchema, { success: true, upload_id: uploadId, received: 1 }, { status: 202 });
}

export async function continueUpload(part: Part, bytes: Uint8Array, owner: string): Promise<Response> {
  const uploadId = part.uploadId;
  if (!uploadId) throw new HttpError(400, 'upload_id is required for every part after the first');
  const manifestKey = manifestKeyOf(uploadId);
  const refusal = checkNextPart(
    await readDocument(manifestKey, manifestSchema.nullable(), () => null),
    owner,
    part,
    bytes.byteLength,
    Date.now(),
  );
  if (refusal) throw refusal;
  // The bytes are staged under a fresh key before the manifest counts them, so a complete manifest means complete parts.
  const key = `${partsPrefix(uploadId)}/${part.index}-${randomUUID()}`;
  await putFile(key, bytes, { size: bytes.byteLength });
  let manifest: Manifest;
  try {
    manifest = await updateDocument(
      manifestKey,
      manifestSchema.nullable(),
      () => null,
      (current) => {
        const problem = checkNextPart(current, owner, part, bytes.byteLength, Date.now());
        if (problem || !current) throw problem ?? new HttpError(404, 'Upload not found or expired');
        const next = { ...current, parts: [...current.parts, { key, size: bytes.byteLength }], bytes: current.bytes + bytes.byteLength };
        return { value: next, result: next };
      },
    );
  } catch (error) {
    await deleteKey(key);
    throw error;
  }
  if (manifest.parts.length < manifest.count)
    return respond(uploadPartSchema, { success: true, upload_id: uploadId, received: manifest.parts.length }, { status: 202 });
  return respond(uploadResultSchema, { success: true, logo_url: await assemble(uploadId, manifest) }, { status: 201 });
}

/** Joins the staged parts, drops them, and stores the whole file through the same checks as a single upload. */
async function assemble(uploadId: string, manifest: Manifest): Promise<string> {
  const stored = await Promise.all(manifest.parts.map((staged) => readFile(staged.key)));
  await Promise.all([...manifest.parts.map((staged) => deleteKey(staged.key)), deleteKey(manifestKeyOf(uploadId))]);
  const whole = new Uint8Array(manifest.bytes);
  let offset = 0;
  for (const [index, file] of stored.entries()) {
    if (!file || file.data.byteLength !== manifest.parts[index]?.size)
      throw new HttpError(409, 'A part of the upload is missing; start again');
    whole.set(new Uint8Array(file.data), offset);
    offset += file.data.byteLength;
  }
  return storeLogo(whole, manifest.owner);
}
