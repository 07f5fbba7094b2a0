import { ascii, concat, fourCc, need, startsWith, Truncated, u16le, u24le, u32le, type ReadPhoto, type SizeCheck } from './bytes.ts';

// A WebP's RIFF container rebuilt with only the chunks that draw it (the
// image, its alpha, its colour profile, its animation), and with the extended
// header's flags for Exif and XMP cleared. Everything else is left out,
// whatever it is named: EXIF, XMP, Content Credentials (C2PA), unknown
// chunks. The chunks kept are copied as they are: nothing is decoded or
// re-encoded.

const EXIF_FLAG = 0x08;
const XMP_FLAG = 0x04;
const KEPT = new Set(['VP8X', 'VP8 ', 'VP8L', 'ALPH', 'ICCP', 'ANIM', 'ANMF']);

export const isWebp = (bytes: Uint8Array) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8);

function sizeOf(type: string, data: Uint8Array): { width: number; height: number } | undefined {
  if (type === 'VP8X') return { width: u24le(data, 4) + 1, height: u24le(data, 7) + 1 };
  if (type === 'VP8 ') {
    if (!startsWith(data, [0x9d, 0x01, 0x2a], 3)) throw new Truncated();
    return { width: u16le(data, 6) & 0x3fff, height: u16le(data, 8) & 0x3fff };
  }
  if (type === 'VP8L') {
    if (data[0] !== 0x2f) throw new Truncated();
    const bits = u32le(data, 1);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return undefined;
}

export function readWebp(bytes: Uint8Array, checkSize: SizeCheck): ReadPhoto {
  if (!isWebp(bytes)) throw new Truncated();
  const end = 8 + u32le(bytes, 4);
  need(bytes, 0, end);
  const chunks: Uint8Array[] = [];
  let size: { width: number; height: number } | undefined;
  let at = 12;
  while (at < end) {
    const type = fourCc(bytes, at);
    const length = u32le(bytes, at + 4);
    const padded = length + (length % 2);
    // A chunk runs within the RIFF's declared size: one past it would be cut where the size says the file ends.
    if (at + 8 + length > end) throw new Truncated();
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (!size) {
      size = sizeOf(type, data);
      if (size) checkSize(size.width, size.height);
    }
    if (KEPT.has(type)) {
      const chunk = bytes.slice(at, Math.min(at + 8 + padded, end));
      if (type === 'VP8X') chunk[8] = chunk[8]! & ~(EXIF_FLAG | XMP_FLAG);
      chunks.push(chunk);
    }
    at += 8 + padded;
  }
  if (!size || size.width === 0 || size.height === 0 || !chunks.some((chunk) => /^VP8[ L]|^ANMF/.test(fourCc(chunk, 0)))) {
    throw new Truncated();
  }
  const body = concat(chunks);
  const header = new Uint8Array(12);
  header.set(ascii('RIFF'), 0);
  new DataView(header.buffer).setUint32(4, body.length + 4, true);
  header.set(ascii('WEBP'), 8);
  return { ...size, stripped: concat([header, body]) };
}
