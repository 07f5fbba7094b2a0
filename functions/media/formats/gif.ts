import { ascii, concat, need, startsWith, Truncated, u16le, type ReadPhoto, type SizeCheck } from './bytes.ts';

// A GIF walked block by block and copied with only what draws it: its header
// and screen, its colour tables, each image with the graphic control
// extension before it, and the application extension that says how an
// animation loops (NETSCAPE2.0, ANIMEXTS1.0). Comments, plain text and every
// other application extension (XMP among them, which may name an author or a
// place) are left out, as is anything after the trailer. Nothing is decoded.

const TRAILER = 0x3b;
const IMAGE = 0x2c;
const EXTENSION = 0x21;
const GRAPHIC_CONTROL = 0xf9;
const APPLICATION = 0xff;
const LOOPING = new Set(['NETSCAPE2.0', 'ANIMEXTS1.0']);

const isGif = (bytes: Uint8Array) => startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'));

/** The size of a colour table a packed field announces, in bytes (none when its flag is off). */
const colourTableBytes = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);

/** Where the data sub-blocks starting at `at` end: each is a length byte and that many bytes, the last a zero length. */
function subBlocksEnd(bytes: Uint8Array, start: number): number {
  let at = start;
  for (;;) {
    need(bytes, at, 1);
    const length = bytes[at]!;
    at += 1;
    if (length === 0) return at;
    need(bytes, at, length);
    at += length;
  }
}

/** An application extension's identifier and code (its first sub-block of 11 bytes). */
const applicationOf = (bytes: Uint8Array, at: number) => (bytes[at] === 11 ? String.fromCharCode(...bytes.subarray(at + 1, at + 12)) : '');

export function readGif(bytes: Uint8Array, checkSize: SizeCheck): ReadPhoto {
  if (!isGif(bytes)) throw new Truncated();
  need(bytes, 0, 13);
  const width = u16le(bytes, 6);
  const height = u16le(bytes, 8);
  checkSize(width, height);
  let at = 13 + colourTableBytes(bytes[10]!);
  need(bytes, 0, at);
  const pieces: Uint8Array[] = [bytes.subarray(0, at)];
  for (;;) {
    need(bytes, at, 1);
    const introducer = bytes[at]!;
    if (introducer === TRAILER) {
      pieces.push(bytes.subarray(at, at + 1));
      break;
    }
    if (introducer === IMAGE) {
      need(bytes, at, 10);
      const data = at + 10 + colourTableBytes(bytes[at + 9]!);
      // The image data: its LZW code size, then its sub-blocks.
      need(bytes, data, 1);
      const end = subBlocksEnd(bytes, data + 1);
      pieces.push(bytes.subarray(at, end));
      at = end;
    } else if (introducer === EXTENSION) {
      need(bytes, at, 2);
      const label = bytes[at + 1]!;
      const end = subBlocksEnd(bytes, at + 2);
      if (label === GRAPHIC_CONTROL || (label === APPLICATION && LOOPING.has(applicationOf(bytes, at + 2)))) {
        pieces.push(bytes.subarray(at, end));
      }
      at = end;
    } else {
      throw new Truncated();
    }
  }
  if (width === 0 || height === 0) throw new Truncated();
  return { width, height, stripped: concat(pieces) };
}
