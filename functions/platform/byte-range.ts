// The one byte range a GET asks for (RFC 9110 §14): how kept backups larger
// than a response can carry are downloaded, part by part (ADR 0036).

export interface ByteRange {
  start: number;
  /** Inclusive, as in Content-Range. */
  end: number;
}

/**
 * The range a Range header asks for within `size` bytes, at most `limit` long
 * (a longer one is cut short: the answer's Content-Range says what came).
 * `undefined` when there is no header or it is not one bytes range (the whole
 * file is then the answer, as the RFC allows); `null` when it lies outside the
 * file (416).
 */
export function requestedRange(header: string | null, size: number, limit: number): ByteRange | null | undefined {
  // Range units are case-insensitive (RFC 9110 §14.1).
  const match = header === null ? null : /^bytes=(\d*)-(\d*)$/i.exec(header.trim());
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  let start: number;
  let end: number;
  if (first === '') {
    // A suffix: the last N bytes, and of a long one the last `limit` (its tail, not a middle slice).
    const length = Number(last);
    if (length === 0) return null;
    start = Math.max(0, size - Math.min(length, limit));
    end = size - 1;
  } else {
    start = Number(first);
    end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
    if (last !== '' && Number(last) < start) return undefined;
  }
  if (!Number.isSafeInteger(start) || start >= size) return null;
  return { start, end: Math.min(end, start + limit - 1) };
}
