// Bounds-checked reads of a file's bytes: a read past the end means the file
// is truncated (or lies about its own structure), which refuses it.

export class Truncated extends Error {
  constructor() {
    super('truncated');
  }
}

/** Throws Truncated unless `length` bytes from `offset` lie inside the file. */
export function need(bytes: Uint8Array, offset: number, length: number): void {
  if (offset < 0 || length < 0 || offset + length > bytes.length) throw new Truncated();
}

export const u16be = (bytes: Uint8Array, offset: number) => {
  need(bytes, offset, 2);
  return (bytes[offset]! << 8) | bytes[offset + 1]!;
};

export const u32be = (bytes: Uint8Array, offset: number) => {
  need(bytes, offset, 4);
  return ((bytes[offset]! << 24) >>> 0) + ((bytes[offset + 1]! << 16) | (bytes[offset + 2]! << 8) | bytes[offset + 3]!);
};

export const u16le = (bytes: Uint8Array, offset: number) => {
  need(bytes, offset, 2);
  return bytes[offset]! | (bytes[offset + 1]! << 8);
};

export const u24le = (bytes: Uint8Array, offset: number) => {
  need(bytes, offset, 3);
  return bytes[offset]! | (bytes[offset + 1]! << 8) | (bytes[offset + 2]! << 16);
};

export const u32le = (bytes: Uint8Array, offset: number) => {
  need(bytes, offset, 4);
  return (bytes[offset]! | (bytes[offset + 1]! << 8) | (bytes[offset + 2]! << 16)) + ((bytes[offset + 3]! << 24) >>> 0);
};

/** Four bytes as text (a PNG chunk's type, a box's or a RIFF chunk's four-character code). */
export const fourCc = (bytes: Uint8Array, offset: number) => {
  need(bytes, offset, 4);
  return String.fromCharCode(bytes[offset]!, bytes[offset + 1]!, bytes[offset + 2]!, bytes[offset + 3]!);
};

export const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

export const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/** Joins pieces of bytes into one array. */
export function concat(pieces: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(pieces.reduce((total, piece) => total + piece.length, 0));
  let at = 0;
  for (const piece of pieces) {
    out.set(piece, at);
    at += piece.length;
  }
  return out;
}

/** What reading a photo's structure gives: its pixel size and the bytes to keep, metadata removed. */
export interface ReadPhoto {
  width: number;
  height: number;
  stripped: Uint8Array;
}

/** Called by a reader with the size as soon as the headers give it; throws to refuse the file before it is read further. */
export type SizeCheck = (width: number, height: number) => void;
