import { ascii, concat, need, startsWith, Truncated, u16be, type ReadPhoto, type SizeCheck } from './bytes.ts';

// A JPEG walked segment by segment, entropy-coded data included, and copied
// without the segments that carry metadata: APP1 (Exif, with GPS, and XMP),
// APP13 (Photoshop, IPTC), COM, and every other APPn but the three a decoder
// needs (APP0 JFIF, APP2 ICC profile, APP14 Adobe colour transform). The image
// data is copied byte for byte: nothing is decoded or re-encoded. An Exif
// orientation other than upright is kept alone in a minimal APP1, so a photo a
// camera stored sideways still shows upright.

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;

/** Start-of-frame markers, which carry the size: every SOFn but DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;
/** Markers without a length: TEM and the restart markers. */
const standsAlone = (marker: number) => marker === 0x01 || isRestart(marker);

function kept(marker: number, segment: Uint8Array): boolean {
  const payload = segment.subarray(4);
  if (marker === APP0) return startsWith(payload, ascii('JFIF\0'));
  if (marker === APP2) return startsWith(payload, ascii('ICC_PROFILE\0'));
  if (marker === APP14) return startsWith(payload, ascii('Adobe'));
  if (marker >= 0xe0 && marker <= 0xef) return false;
  return marker !== 0xfe;
}

/** The Exif orientation (1–8) of an APP1 payload, or undefined. */
function orientationIn(payload: Uint8Array): number | undefined {
  if (!startsWith(payload, ascii('Exif\0\0'))) return undefined;
  const tiff = payload.subarray(6);
  try {
    const little = tiff[0] === 0x49;
    const read16 = (at: number) => (need(tiff, at, 2), little ? tiff[at]! | (tiff[at + 1]! << 8) : (tiff[at]! << 8) | tiff[at + 1]!);
    const read32 = (at: number) => (read16(little ? at + 2 : at) << 16) + read16(little ? at : at + 2);
    const ifd = read32(4);
    const count = read16(ifd);
    for (let index = 0; index < count; index++) {
      const entry = ifd + 2 + index * 12;
      if (read16(entry) === 0x0112) {
        const value = read16(entry + 8);
        return value >= 1 && value <= 8 ? value : undefined;
      }
    }
  } catch {
    // An unreadable Exif block is dropped like any other.
  }
  return undefined;
}

/** An APP1 segment holding only an Exif orientation. */
function orientationSegment(orientation: number): Uint8Array {
  const tiff = [0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0];
  const payload = [...ascii('Exif\0\0'), ...tiff];
  const length = payload.length + 2;
  return new Uint8Array([0xff, APP1, length >> 8, length & 0xff, ...payload]);
}

export function readJpeg(bytes: Uint8Array, checkSize: SizeCheck): ReadPhoto {
  if (!startsWith(bytes, [0xff, SOI])) throw new Truncated();
  const pieces: Uint8Array[] = [bytes.subarray(0, 2)];
  let size: { width: number; height: number } | undefined;
  let orientation: number | undefined;
  let at = 2;
  let scanning = false;
  for (;;) {
    need(bytes, at, 2);
    // Entropy-coded data may itself begin with a stuffed FF00 or a restart
    // marker (mozjpeg's output often does): inside a scan, only another marker ends it.
    const next = bytes[at + 1]!;
    if (bytes[at] !== 0xff || (scanning && (next === 0x00 || isRestart(next)))) {
      // Entropy-coded data: copied up to the next marker (FF00 is a data byte, FFD0–FFD7 restart markers).
      if (!scanning) throw new Truncated();
      const start = at;
      while (!(bytes[at] === 0xff && bytes[at + 1] !== 0x00 && !isRestart(bytes[at + 1]!))) {
        at++;
        need(bytes, at, 2);
      }
      pieces.push(bytes.subarray(start, at));
      continue;
    }
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      // Fill bytes before a marker.
      at++;
      continue;
    }
    if (marker === EOI) {
      pieces.push(bytes.subarray(at, at + 2));
      break;
    }
    if (standsAlone(marker)) {
      pieces.push(bytes.subarray(at, at + 2));
      at += 2;
      continue;
    }
    if (marker === SOI) throw new Truncated();
    const length = u16be(bytes, at + 2);
    if (length < 2) throw new Truncated();
    need(bytes, at + 2, length);
    const segment = bytes.subarray(at, at + 2 + length);
    if (isStartOfFrame(marker)) {
      const height = u16be(segment, 5);
      const width = u16be(segment, 7);
      if (!size) checkSize(width, height);
      size ??= { width, height };
    }
    if (marker === APP1) orientation ??= orientationIn(segment.subarray(4));
    if (kept(marker, segment)) pieces.push(segment);
    if (marker === SOS) {
      if (!size) throw new Truncated();
      scanning = true;
    }
    at += 2 + length;
  }
  if (!size || size.width === 0 || size.height === 0) throw new Truncated();
  if (orientation !== undefined && orientation !== 1) {
    // After JFIF's APP0 when there is one, which must come first.
    const afterJfif = pieces[1]?.[1] === APP0 ? 2 : 1;
    pieces.splice(afterJfif, 0, orientationSegment(orientation));
  }
  // Orientations 5 to 8 turn the photo a quarter: it shows with its sides swapped.
  const turned = orientation !== undefined && orientation >= 5;
  return { width: turned ? size.height : size.width, height: turned ? size.width : size.height, stripped: concat(pieces) };
}
