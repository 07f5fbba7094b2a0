// A raster logo as uploaded may carry what its camera or editor wrote: a
// phone's GPS position, a serial number, its owner's name (EXIF, XMP, IPTC,
// text chunks). Uploads are public, so that is taken out before one is stored,
// without decoding or re-encoding the image: the bytes of the picture are
// kept as they are. What is dropped: in a JPEG the APP1 (EXIF, XMP), APP3 to
// APP13 and APP15 segments and comments (APP0 JFIF, APP2 ICC profile and
// APP14 Adobe colour stay); in a PNG the eXIf, tEXt, zTXt, iTXt and tIME
// chunks; in a WebP the EXIF and XMP chunks. A GIF carries none of these.
// A JPEG's EXIF orientation goes with its EXIF: a logo is drawn upright.

/** The file's structure is not what its signature says: refused as not an image. */
export class MalformedImageError extends Error {}

const concat = (parts: readonly Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.byteLength;
  }
  return out;
};

const JPEG_KEPT_APPS = new Set([0xe0, 0xe2, 0xee]);

function jpegWithoutMetadata(bytes: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) throw new MalformedImageError('A JPEG segment does not start with 0xFF');
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // From the start of scan (or the end of image) on, the rest is the picture itself.
    if (marker === 0xda || marker === 0xd9) return concat([...parts, bytes.subarray(at)]);
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      parts.push(bytes.subarray(at, at + 2));
      at += 2;
      continue;
    }
    if (at + 3 >= bytes.length) break;
    const end = at + 2 + ((bytes[at + 2]! << 8) | bytes[at + 3]!);
    if (end < at + 4 || end > bytes.length) throw new MalformedImageError('A JPEG segment runs past the file');
    const metadata = marker === 0xfe || (marker >= 0xe1 && marker <= 0xef && !JPEG_KEPT_APPS.has(marker));
    if (!metadata) parts.push(bytes.subarray(at, end));
    at = end;
  }
  throw new MalformedImageError('A JPEG without image data');
}

const PNG_METADATA = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME']);
const fourCc = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

function pngWithoutMetadata(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const end = at + 12 + view.getUint32(at);
    if (end > bytes.length) throw new MalformedImageError('A PNG chunk runs past the file');
    const type = fourCc(bytes, at + 4);
    if (!PNG_METADATA.has(type)) parts.push(bytes.subarray(at, end));
    at = end;
    if (type === 'IEND') return concat(parts);
  }
  throw new MalformedImageError('A PNG without its end');
}

const WEBP_METADATA = new Set(['EXIF', 'XMP ']);
/** VP8X's flags for "has EXIF" and "has XMP". */
const VP8X_METADATA_FLAGS = 0x08 | 0x04;

function webpWithoutMetadata(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts: Uint8Array[] = [];
  let at = 12;
  while (at + 8 <= bytes.length) {
    const size = view.getUint32(at + 4, true);
    const end = at + 8 + size + (size % 2);
    if (at + 8 + size > bytes.length) throw new MalformedImageError('A WebP chunk runs past the file');
    const type = fourCc(bytes, at);
    if (type === 'VP8X') {
      const chunk = bytes.slice(at, Math.min(end, bytes.length));
      chunk[8] = chunk[8]! & ~VP8X_METADATA_FLAGS;
      parts.push(chunk);
    } else if (!WEBP_METADATA.has(type)) parts.push(bytes.subarray(at, Math.min(end, bytes.length)));
    at = end;
  }
  const body = concat(parts);
  const header = bytes.slice(0, 12);
  new DataView(header.buffer).setUint32(4, body.byteLength + 4, true);
  return concat([header, body]);
}

/** The image's bytes without the metadata its format can carry; the picture itself unchanged. */
export function withoutMetadata(bytes: Uint8Array, type: string): Uint8Array {
  if (type === 'image/jpeg') return jpegWithoutMetadata(bytes);
  if (type === 'image/png') return pngWithoutMetadata(bytes);
  if (type === 'image/webp') return webpWithoutMetadata(bytes);
  return bytes;
}
