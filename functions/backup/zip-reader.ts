import { crc32 } from 'node:zlib';
import { Inflate } from 'fflate';
import { issueOf, message, type Message } from '#src/schemas/messages.ts';
import { HttpError } from '#functions/platform/http.ts';

// Reads a zip file sent to be imported. Its sizes and checksums are the
// sender's word: fflate's unzipSync inflates each entry into a buffer of the
// size the entry declares and goes on decoding past its end, so an entry that
// declares 16 bytes and holds gigabytes of deflated zeros kept a function busy
// for minutes. Here the central directory is read first and the sizes it
// declares are added up against the limit before anything is inflated; then
// each entry is inflated (fflate's streaming Inflate) a slice at a time,
// counting the bytes it really gives, and refused as soon as they pass its
// declared size; at its end its real size and CRC-32 must be the declared
// ones. ZIP64, encrypted entries and methods other than stored and deflated
// are refused: a backup is at most 100 MB and this site's own are plain.

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_RECORD_BYTES = 22;
const LONGEST_COMMENT = 0xffff;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED_FLAG = 0x1;
const UTF8_FLAG = 0x800;
const ZIP64_MARK = 0xffffffff;
/**
 * Compressed bytes given to the inflater at a time. Deflate gives at most
 * about 1,032 bytes per byte, so one slice inflates to at most ~17 MB: an
 * entry that lies about its size is stopped within that of its declared size.
 */
const SLICE_BYTES = 16 * 1024;

/** A zip refused as it was read, and how many bytes were inflated before it was (none when its declared sizes refused it). */
export class ZipRefused extends HttpError {
  readonly inflated: number;

  constructor(said: Message, inflated: number) {
    super(400, said, { issues: [issueOf('file', said)] });
    this.name = 'ZipRefused';
    this.inflated = inflated;
  }
}

interface Entry {
  name: string;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/** How many bytes the entries read so far gave: what the file got out of the server. */
interface Progress {
  inflated: number;
}

const notZip = (progress: Progress) => new ZipRefused(message('not_zip'), progress.inflated);

function endOfDirectory(data: DataView): number {
  const last = data.byteLength - END_RECORD_BYTES;
  for (let at = last; at >= 0 && at >= last - LONGEST_COMMENT; at--) if (data.getUint32(at, true) === END_OF_DIRECTORY) return at;
  return -1;
}

/** The entries as the central directory declares them; undefined when it is not one this reader takes. */
function directory(bytes: Uint8Array, data: DataView): Entry[] | undefined {
  const end = endOfDirectory(data);
  if (end < 0) return undefined;
  const count = data.getUint16(end + 10, true);
  let at = data.getUint32(end + 16, true);
  if (count === 0xffff || at === ZIP64_MARK) return undefined;
  const entries: Entry[] = [];
  for (let index = 0; index < count; index++) {
    if (at + 46 > end || data.getUint32(at, true) !== DIRECTORY_ENTRY) return undefined;
    const flags = data.getUint16(at + 8, true);
    const nameLength = data.getUint16(at + 28, true);
    if (at + 46 + nameLength > end) return undefined;
    const entry: Entry = {
      name: new TextDecoder(flags & UTF8_FLAG ? 'utf-8' : 'latin1').decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: data.getUint16(at + 10, true),
      crc: data.getUint32(at + 16, true),
      compressedSize: data.getUint32(at + 20, true),
      size: data.getUint32(at + 24, true),
      localOffset: data.getUint32(at + 42, true),
    };
    if (flags & ENCRYPTED_FLAG || (entry.method !== STORED && entry.method !== DEFLATED)) return undefined;
    if ([entry.compressedSize, entry.size, entry.localOffset].includes(ZIP64_MARK)) return undefined;
    entries.push(entry);
    at += 46 + nameLength + data.getUint16(at + 30, true) + data.getUint16(at + 32, true);
  }
  return entries;
}

/** Where an entry's own bytes lie: after its local header, whose name and extra field may differ in length from the directory's. */
function packedBytes(bytes: Uint8Array, data: DataView, entry: Entry, progress: Progress): Uint8Array {
  const at = entry.localOffset;
  if (at + 30 > bytes.byteLength || data.getUint32(at, true) !== LOCAL_HEADER) throw notZip(progress);
  const start = at + 30 + data.getUint16(at + 26, true) + data.getUint16(at + 28, true);
  if (start + entry.compressedSize > bytes.byteLength) throw notZip(progress);
  return bytes.subarray(start, start + entry.compressedSize);
}

/** An entry's bytes, inflated a slice at a time and never past its declared size. */
function unpacked(entry: Entry, packed: Uint8Array, progress: Progress): Uint8Array {
  const tooLarge = () => new ZipRefused(message('backup_entry_too_large', { file: entry.name, size: entry.size }), progress.inflated);
  if (entry.method === STORED) {
    if (packed.byteLength > entry.size) throw tooLarge();
    return packed;
  }
  const out = new Uint8Array(entry.size);
  let produced = 0;
  const inflater = new Inflate((chunk) => {
    progress.inflated += chunk.byteLength;
    // Thrown out of push: the rest of the stream is never inflated.
    if (produced + chunk.byteLength > entry.size) throw tooLarge();
    out.set(chunk, produced);
    produced += chunk.byteLength;
  });
  try {
    for (let at = 0; at === 0 || at < packed.byteLength; at += SLICE_BYTES)
      inflater.push(packed.subarray(at, at + SLICE_BYTES), at + SLICE_BYTES >= packed.byteLength);
  } catch (error) {
    if (error instanceof ZipRefused) throw error;
    // fflate's own refusal: not a deflate stream, or one cut short.
    throw new ZipRefused(message('backup_entry_damaged', { file: entry.name }), progress.inflated);
  }
  return out.subarray(0, produced);
}

/**
 * The entries of a zip file that `keep` names, each checked against its
 * declared size and CRC-32; 400 (ZipRefused) for a file that is not a zip,
 * whose declared sizes add up past `maxBytes` (nothing inflated), or with an
 * entry that is not what its header declares.
 */
export function readZip(
  bytes: Uint8Array,
  { keep, maxBytes, tooLarge }: { keep: (name: string) => boolean; maxBytes: number; tooLarge: Message },
): Record<string, Uint8Array> {
  const progress: Progress = { inflated: 0 };
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = directory(bytes, data);
  if (!entries) throw notZip(progress);
  if (entries.reduce((sum, entry) => sum + entry.size, 0) > maxBytes) throw new ZipRefused(tooLarge, 0);
  const files: Record<string, Uint8Array> = {};
  for (const entry of entries) {
    if (!keep(entry.name)) continue;
    const content = unpacked(entry, packedBytes(bytes, data, entry, progress), progress);
    if (content.byteLength !== entry.size || crc32(content) !== entry.crc)
      throw new ZipRefused(message('backup_entry_damaged', { file: entry.name }), progress.inflated);
    files[entry.name] = content;
  }
  return files;
}
