import { randomUUID } from 'node:crypto';
import { logoTypes, MAX_LOGO_BYTES, uploadMessages, type LogoMimeType } from '#schemas/upload.ts';
import { HttpError } from '#functions/http.ts';
import { createFile } from '#functions/store.ts';
import { looksLikeSvg, sanitizeSvg, SvgRejectedError } from '#functions/svg-sanitizer.ts';

// A complete logo file, however it arrived: its type decided from its bytes
// (never from its name or declared type), SVGs rebuilt from an allowlist, and
// the result stored under a name the server makes up. Stored as the API
// contract says: Blobs key `uploads/<uuid>.<ext>`, metadata
// `{ contentType, size, createdAt }` (the demo seed writes the same shape).

export const UPLOADS_PREFIX = 'uploads/';

const extensions: Record<LogoMimeType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
  'image/webp': 'webp',
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/** The image type of a file from its first bytes (and, for SVG, its text). */
export function sniffImageType(bytes: Uint8Array): LogoMimeType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096));
  return looksLikeSvg(head) ? 'image/svg+xml' : undefined;
}

/** Whether a stored content type is one this site serves as an image. */
export function isServableType(type: unknown): type is LogoMimeType {
  return typeof type === 'string' && Object.hasOwn(logoTypes, type);
}

function refusedSvg(detail: string): HttpError {
  return new HttpError(415, uploadMessages.badType, { issues: [{ path: 'logo', message: detail }] });
}

function sanitizedSvgBytes(bytes: Uint8Array): Uint8Array {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw refusedSvg('The SVG is not valid UTF-8');
  }
  try {
    return new TextEncoder().encode(sanitizeSvg(text));
  } catch (error) {
    if (error instanceof SvgRejectedError) throw refusedSvg(error.message);
    throw error;
  }
}

/** Checks, sanitises and stores a complete file; returns its public path. */
export async function storeLogo(bytes: Uint8Array): Promise<string> {
  if (bytes.byteLength > MAX_LOGO_BYTES) throw new HttpError(413, uploadMessages.tooLarge);
  if (bytes.byteLength === 0) throw new HttpError(400, 'The logo file is empty');
  const type = sniffImageType(bytes);
  if (!type) throw new HttpError(415, uploadMessages.badType);
  const stored = type === 'image/svg+xml' ? sanitizedSvgBytes(bytes) : bytes;
  const name = `${randomUUID()}.${extensions[type]}`;
  await createFile(`${UPLOADS_PREFIX}${name}`, stored, {
    contentType: type,
    size: stored.byteLength,
    createdAt: new Date().toISOString(),
  });
  return `/api/uploads/${name}`;
}
