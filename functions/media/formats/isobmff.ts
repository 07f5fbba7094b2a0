import { fourCc, need, Truncated, u16be, u32be } from './bytes.ts';

// The boxes of an ISO base media file (AVIF, HEIC): enough of them to tell
// the two apart, read the primary image's size and find metadata items.

export interface Box {
  type: string;
  /** Where its content starts (after the header) and ends. */
  start: number;
  end: number;
}

/** The boxes between `from` and `to`. */
function boxes(bytes: Uint8Array, from: number, to: number): Box[] {
  const found: Box[] = [];
  let at = from;
  while (at < to) {
    let size = u32be(bytes, at);
    const type = fourCc(bytes, at + 4);
    let header = 8;
    if (size === 1) {
      if (u32be(bytes, at + 8) !== 0) throw new Truncated();
      size = u32be(bytes, at + 12);
      header = 16;
    } else if (size === 0) size = to - at;
    if (size < header) throw new Truncated();
    need(bytes, at, size);
    if (at + size > to) throw new Truncated();
    found.push({ type, start: at + header, end: at + size });
    at += size;
  }
  return found;
}

const child = (bytes: Uint8Array, parent: Box, type: string, skip = 0) =>
  boxes(bytes, parent.start + skip, parent.end).find((box) => box.type === type);

/** The brands of the file type box (major and compatible), or undefined when the file does not start with one. */
export function brandsOf(bytes: Uint8Array): Set<string> | undefined {
  if (bytes.length < 12 || fourCc(bytes, 4) !== 'ftyp') return undefined;
  const size = u32be(bytes, 0);
  if (size < 16 || size > 4096) return undefined;
  need(bytes, 0, size);
  const brands = new Set([fourCc(bytes, 8)]);
  for (let at = 16; at + 4 <= size; at += 4) brands.add(fourCc(bytes, at));
  return brands;
}

export interface ItemInfo {
  id: number;
  type: string;
  contentType: string;
}

function nullTerminated(bytes: Uint8Array, at: number, end: number): { text: string; next: number } {
  let stop = at;
  while (stop < end && bytes[stop] !== 0) stop++;
  return { text: new TextDecoder().decode(bytes.subarray(at, stop)), next: stop + 1 };
}

function itemInfos(bytes: Uint8Array, iinf: Box): ItemInfo[] {
  const version = bytes[iinf.start]!;
  const skip = 4 + (version === 0 ? 2 : 4);
  return boxes(bytes, iinf.start + skip, iinf.end)
    .filter((box) => box.type === 'infe')
    .map((infe) => {
      const infeVersion = bytes[infe.start]!;
      if (infeVersion < 2) return { id: 0, type: '', contentType: '' };
      const id = infeVersion === 2 ? u16be(bytes, infe.start + 4) : u32be(bytes, infe.start + 4);
      const typeAt = infe.start + 4 + (infeVersion === 2 ? 2 : 4) + 2;
      const type = fourCc(bytes, typeAt);
      const name = nullTerminated(bytes, typeAt + 4, infe.end);
      const contentType = type === 'mime' ? nullTerminated(bytes, name.next, infe.end).text : '';
      return { id, type, contentType };
    });
}

/** The size each `ispe` property gives, by its index in `ipco` (from 1). */
function spatialExtents(bytes: Uint8Array, ipco: Box): Map<number, { width: number; height: number }> {
  const extents = new Map<number, { width: number; height: number }>();
  boxes(bytes, ipco.start, ipco.end).forEach((box, index) => {
    if (box.type === 'ispe') extents.set(index + 1, { width: u32be(bytes, box.start + 4), height: u32be(bytes, box.start + 8) });
  });
  return extents;
}

/** The property indices of each item (`ipma`). */
function associations(bytes: Uint8Array, ipma: Box): Map<number, number[]> {
  const version = bytes[ipma.start]!;
  const wideIndex = (bytes[ipma.start + 3]! & 1) === 1;
  const count = u32be(bytes, ipma.start + 4);
  const byItem = new Map<number, number[]>();
  let at = ipma.start + 8;
  for (let entry = 0; entry < count; entry++) {
    const id = version < 1 ? u16be(bytes, at) : u32be(bytes, at);
    at += version < 1 ? 2 : 4;
    need(bytes, at, 1);
    const n = bytes[at]!;
    at += 1;
    const indices: number[] = [];
    for (let index = 0; index < n; index++) {
      indices.push(wideIndex ? u16be(bytes, at) & 0x7fff : (need(bytes, at, 1), bytes[at]! & 0x7f));
      at += wideIndex ? 2 : 1;
    }
    byItem.set(id, indices);
  }
  return byItem;
}

export interface HeifImage {
  width: number;
  height: number;
  /** The largest size any image item of the file declares (a thumbnail, an alpha plane, a tile grid…). */
  largest: number;
  items: ItemInfo[];
}

/** The primary image's size, and the file's items, from its `meta` box. */
export function readHeif(bytes: Uint8Array): HeifImage {
  const meta = boxes(bytes, 0, bytes.length).find((box) => box.type === 'meta');
  if (!meta) throw new Truncated();
  const pitm = child(bytes, meta, 'pitm', 4);
  const iinf = child(bytes, meta, 'iinf', 4);
  const iprp = child(bytes, meta, 'iprp', 4);
  const ipco = iprp && child(bytes, iprp, 'ipco');
  const ipma = iprp && child(bytes, iprp, 'ipma');
  if (!pitm || !iinf || !ipco || !ipma) throw new Truncated();
  const primary = bytes[pitm.start] === 0 ? u16be(bytes, pitm.start + 4) : u32be(bytes, pitm.start + 4);
  const extents = spatialExtents(bytes, ipco);
  const size = (associations(bytes, ipma).get(primary) ?? []).map((index) => extents.get(index)).find(Boolean);
  if (!size || size.width === 0 || size.height === 0) throw new Truncated();
  const largest = Math.max(...[...extents.values()].map(({ width, height }) => width * height));
  return { ...size, largest, items: itemInfos(bytes, iinf) };
}
