import { message } from '#src/schemas/messages.ts';
import { LOGO_CHUNK_BYTES, MAX_LOGO_BYTES } from '#src/schemas/upload.ts';
import { respond } from '#functions/platform/http.ts';
import { uploadPartSchema, uploadResultSchema } from '#src/schemas/api.ts';
import { storeLogo } from '#functions/uploads/logo-files.ts';
import { stagedParts, type PartRef } from '#functions/uploads/staged-parts.ts';
import { assertUploadCapacity } from '#functions/uploads/lifecycle.ts';
import { LOGO_PARTS_PREFIX } from '#functions/uploads/paths.ts';

// The parts protocol of logo uploads (functions/uploads/staged-parts.ts): files above
// LOGO_CHUNK_BYTES travel in parts of at most that size; the first part
// answers 202 with upload_id, the last one stores the whole file through the
// same checks as a single upload (201 with logo_url). admin/lib/logo-upload.ts
// is the client.

export const MAX_PARTS = Math.ceil(MAX_LOGO_BYTES / LOGO_CHUNK_BYTES);

export interface Part extends PartRef {
  file: File;
}

const logoParts = stagedParts({
  prefix: LOGO_PARTS_PREFIX,
  beforeStaging: assertUploadCapacity,
  maxBytes: MAX_LOGO_BYTES,
  maxParts: MAX_PARTS,
  tooLarge: message('logo_too_large'),
  countName: 'chunk_count',
});

/** Drops logo uploads abandoned part way (the hourly sweep). */
export const sweepStaleLogoParts = (now?: number) => logoParts.sweepStale(now);

export async function receiveLogoPart(part: Part, bytes: Uint8Array, owner: string): Promise<Response> {
  const staged = await logoParts.receive(part, bytes, owner);
  if (!staged.complete)
    return respond(uploadPartSchema, { success: true, upload_id: staged.uploadId, received: staged.received }, { status: 202 });
  return respond(uploadResultSchema, { success: true, logo_url: await storeLogo(staged.whole, staged.owner) }, { status: 201 });
}
