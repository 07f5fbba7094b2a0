import { message } from '#src/schemas/messages.ts';
import { MAX_MEDIA_BYTES, MAX_MEDIA_PIXELS, type MediaType } from '#src/schemas/media.ts';
import { HttpError } from '#functions/platform/http.ts';
import { startsWith, Truncated, type ReadPhoto, type SizeCheck } from '#functions/media/formats/bytes.ts';
import { brandsOf, readHeif } from '#functions/media/formats/isobmff.ts';
import { readJpeg } from '#functions/media/formats/jpeg.ts';
import { isPng, readPng } from '#functions/media/formats/png.ts';
import { isWebp, readWebp } from '#functions/media/formats/webp.ts';

// A photo as the library keeps it: its type decided from its bytes (never
// from its name or declared type), its pixel size read from its headers and
// refused above MAX_MEDIA_PIXELS before anything decodes it, and its metadata
// removed by rewriting its container, the image data copied byte for byte
// (functions run on Netlify without native modules: no sharp there, and no
// re-encoding loses quality). docs/decisions/0055-media-library-storage-and-processing.md.

export interface Photo extends ReadPhoto {
  type: MediaType;
}

const HEIF_BRANDS = ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'mif1', 'msf1'];

type Kind = MediaType | 'heic';

function sniff(bytes: Uint8Array): Kind | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (isPng(bytes)) return 'image/png';
  if (isWebp(bytes)) return 'image/webp';
  const brands = brandsOf(bytes);
  if (brands?.has('avif') || brands?.has('avis')) return 'image/avif';
  if (brands && HEIF_BRANDS.some((brand) => brands.has(brand))) return 'heic';
  return undefined;
}

/** An AVIF cannot be rewritten without moving every item's offsets: one that carries Exif or XMP is refused instead. */
function readAvif(bytes: Uint8Array, checkSize: SizeCheck): ReadPhoto {
  const { width, height, largest, items } = readHeif(bytes);
  // Any image of the file counts (a grid's tiles, an alpha plane): a decoder may decode each.
  checkSize(largest, 1);
  const metadata = items.some((item) => item.type === 'Exif' || (item.type === 'mime' && /xmp|rdf\+xml/i.test(item.contentType)));
  if (metadata) throw new HttpError(415, message('media_avif_metadata'));
  return { width, height, stripped: bytes };
}

const readers: Record<MediaType, (bytes: Uint8Array, checkSize: SizeCheck) => ReadPhoto> = {
  'image/jpeg': readJpeg,
  'image/png': readPng,
  'image/webp': readWebp,
  'image/avif': readAvif,
};

/** Refuses a size above the pixel cap: called by each reader as soon as its headers give the size, before it reads on. */
const checkSize: SizeCheck = (width, height) => {
  if (width * height > MAX_MEDIA_PIXELS) {
    throw new HttpError(413, message('media_too_many_pixels', { megapixels: MAX_MEDIA_PIXELS / 1_000_000 }));
  }
};

/**
 * The photo to store from the bytes sent: 415 for anything but a JPEG, PNG,
 * WebP or AVIF (HEIC with its own message), 413 above the size or pixel caps,
 * 400 for a file cut short or whose structure does not hold together.
 */
export function readPhoto(bytes: Uint8Array): Photo {
  if (bytes.byteLength > MAX_MEDIA_BYTES)
    throw new HttpError(413, message('media_too_large', { megabytes: MAX_MEDIA_BYTES / (1024 * 1024) }));
  if (bytes.byteLength === 0) throw new HttpError(400, message('media_unreadable'));
  try {
    // The type is read from the bytes' own headers, which a file cut short may not hold whole.
    const kind = sniff(bytes);
    if (kind === 'heic') throw new HttpError(415, message('media_heic'));
    if (!kind) throw new HttpError(415, message('media_bad_type'));
    const read = readers[kind](bytes, checkSize);
    // What is stored must read back as itself: a backup's import reads every photo again.
    if (!sameBytes(readers[kind](read.stripped, checkSize).stripped, read.stripped)) throw new Truncated();
    return { type: kind, ...read };
  } catch (error) {
    if (error instanceof Truncated || error instanceof RangeError) throw new HttpError(400, message('media_unreadable'));
    throw error;
  }
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => Buffer.compare(a, b) === 0;
