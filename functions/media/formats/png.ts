import { concat, fourCc, need, startsWith, Truncated, u32be, type ReadPhoto, type SizeCheck } from './bytes.ts';

// A PNG walked chunk by chunk and copied with only the chunks that draw it:
// the critical ones (IHDR, PLTE, IDAT, IEND and any other a decoder must
// know) and the ancillary ones about colour, transparency, pixel size and
// animation. Everything else is left out, whatever it is named: text, Exif,
// times, Content Credentials (caBX, which may name an author and a place),
// and chunks no one has defined yet. Each chunk kept is copied with its own
// checksum: nothing is decoded or re-encoded.

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const KEPT_ANCILLARY = new Set([
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'iCCP',
  'cICP',
  'mDCv',
  'cLLi',
  'sBIT',
  'pHYs',
  'bKGD',
  'acTL',
  'fcTL',
  'fdAT',
]);
/** A chunk's first letter in upper case marks it critical: a decoder cannot draw the image without it. */
const isCritical = (type: string) => type.charCodeAt(0) >= 0x41 && type.charCodeAt(0) <= 0x5a;

export const isPng = (bytes: Uint8Array) => startsWith(bytes, SIGNATURE);

export function readPng(bytes: Uint8Array, checkSize: SizeCheck): ReadPhoto {
  if (!isPng(bytes) || fourCc(bytes, 12) !== 'IHDR') throw new Truncated();
  const width = u32be(bytes, 16);
  const height = u32be(bytes, 20);
  checkSize(width, height);
  const pieces: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  for (;;) {
    const length = u32be(bytes, at);
    const type = fourCc(bytes, at + 4);
    need(bytes, at, 12 + length);
    if (isCritical(type) || KEPT_ANCILLARY.has(type)) pieces.push(bytes.subarray(at, at + 12 + length));
    at += 12 + length;
    if (type === 'IEND') break;
  }
  if (width === 0 || height === 0) throw new Truncated();
  return { width, height, stripped: concat(pieces) };
}
