import { concat, fourCc, need, startsWith, Truncated, u32be, type ReadPhoto, type SizeCheck } from './bytes.ts';

// A PNG walked chunk by chunk and copied without the chunks that carry text
// and metadata (tEXt, zTXt, iTXt, eXIf, tIME). Every other chunk is copied
// with its own checksum: nothing is decoded or re-encoded.

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const DROPPED = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

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
    if (!DROPPED.has(type)) pieces.push(bytes.subarray(at, at + 12 + length));
    at += 12 + length;
    if (type === 'IEND') break;
  }
  if (width === 0 || height === 0) throw new Truncated();
  return { width, height, stripped: concat(pieces) };
}
