import { randomUUID } from 'node:crypto';
import type { LogoMimeType } from '#src/schemas/upload.ts';
import { createFile } from '#functions/platform/store.ts';
import { uploadPathOf } from '#functions/uploads/paths.ts';

// Storing an upload's bytes, apart from checking them (logo-files.ts): the demo
// seed, which every function can run on a preview, stores its own logos through
// this and so does not carry the SVG sanitiser into every bundle (ADR 0082).

const extensions: Record<LogoMimeType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
  'image/webp': 'webp',
};

/**
 * Stores bytes already known to be of `type` under a fresh `<uuid>.<ext>` name
 * with the upload metadata `{ contentType, size, createdAt }`; returns the path
 * they are served at. Callers other than storeLogo pass only files they made.
 */
export async function saveUpload(bytes: Uint8Array, type: LogoMimeType, extra: Record<string, string> = {}): Promise<string> {
  const name = `${randomUUID()}.${extensions[type]}`;
  await createFile(`uploads/${name}`, bytes, { ...extra, contentType: type, size: bytes.byteLength, createdAt: new Date().toISOString() });
  return uploadPathOf(name);
}
