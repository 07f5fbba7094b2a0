import { issueOf, message } from '#src/schemas/messages.ts';
import { MAX_LOGO_BYTES, type LogoMimeType } from '#src/schemas/upload.ts';
import { HttpError } from '#functions/platform/http.ts';
import { looksLikeSvg, sanitizeSvg, SvgRejectedError } from '#functions/uploads/svg-sanitizer.ts';
import { assertUploadCapacity, keepWithinCapacity, sweepOrphanUploads } from '#functions/uploads/lifecycle.ts';
import { uploadKeyOf } from '#functions/uploads/paths.ts';
import { saveUpload } from '#functions/uploads/saved-upload.ts';
import { Truncated, type ReadPhoto, type SizeCheck } from '#functions/media/formats/bytes.ts';
import { readJpeg } from '#functions/media/formats/jpeg.ts';
import { readPng } from '#functions/media/formats/png.ts';
import { readWebp } from '#functions/media/formats/webp.ts';
import { readGif } from '#functions/media/formats/gif.ts';

// A complete logo file: its type decided from the bytes (never from the name
// or the declared type), SVGs rebuilt from an allowlist, stored under a
// server-generated name in Blobs at uploads/<uuid>.<ext> with the metadata
// every upload carries (saved-upload.ts, which the demo seed uses too).

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/**
 * The image type of a file from its bytes (and, for SVG, its text). Beyond the
 * magic number each raster format must show the start of its real structure,
 * so six bytes of "GIF89a" do not pass for an image.
 */
function sniffImageType(bytes: Uint8Array): LogoMimeType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff]) && bytes.length > 4) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) && startsWith(bytes, ascii('IHDR'), 12)) return 'image/png';
  if ((startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) && bytes.length >= 13) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8) && startsWith(bytes, ascii('VP8'), 12)) return 'image/webp';
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096));
  return looksLikeSvg(head) ? 'image/svg+xml' : undefined;
}

/**
 * A raster logo is copied without its metadata (a camera's GPS position, a
 * name, a comment) by the library photos' own readers (functions/media/formats)
 * and the GIF one: lossless, nothing decoded. A logo's size is capped by its bytes.
 */
const metadataStrippers: Partial<Record<LogoMimeType, (bytes: Uint8Array, checkSize: SizeCheck) => ReadPhoto>> = {
  'image/jpeg': readJpeg,
  'image/png': readPng,
  'image/webp': readWebp,
  'image/gif': readGif,
};
const anySize: SizeCheck = () => undefined;

/**
 * The image's type from its bytes, and the bytes to store: an SVG sanitized (no
 * script, no external reference), a raster image without its metadata. 415
 * for anything that is not an allowed image.
 * Uploads and imported backups (functions/backup/backup.ts) both go through it.
 */
export function checkedImage(bytes: Uint8Array, path = 'logo'): { type: LogoMimeType; stored: Uint8Array } {
  const type = sniffImageType(bytes);
  if (!type) throw new HttpError(415, message('logo_bad_type'));
  if (type !== 'image/svg+xml') {
    const read = metadataStrippers[type];
    if (!read) return { type, stored: bytes };
    try {
      return { type, stored: read(bytes, anySize).stripped };
    } catch (error) {
      if (error instanceof Truncated || error instanceof RangeError) throw new HttpError(415, message('logo_bad_type'));
      throw error;
    }
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(415, message('logo_bad_type'), { issues: [issueOf(path, message('svg_not_utf8'))] });
  }
  try {
    return { type, stored: new TextEncoder().encode(sanitizeSvg(text)) };
  } catch (error) {
    if (error instanceof SvgRejectedError) throw new HttpError(415, message('logo_bad_type'), { issues: [issueOf(path, error.said)] });
    throw error;
  }
}

/** Checks, sanitises and stores a complete file; returns its public path. */
export async function storeLogo(bytes: Uint8Array, uploadedBy: string): Promise<string> {
  if (bytes.byteLength > MAX_LOGO_BYTES) throw new HttpError(413, message('logo_too_large'));
  if (bytes.byteLength === 0) throw new HttpError(400, message('logo_empty'));
  const { type, stored } = checkedImage(bytes);
  // Orphans past their grace period go first, so the cap counts only files in use or fresh.
  await sweepOrphanUploads();
  await assertUploadCapacity(stored.byteLength);
  const path = await saveUpload(stored, type, { uploadedBy });
  await keepWithinCapacity(uploadKeyOf(path));
  return path;
}
