import { MAX_MEDIA_BYTES } from '#src/schemas/media.ts';
import {
  fallbackAfter,
  firstChoice,
  fitWithin,
  isHeic,
  PHOTO_QUALITY,
  renamed,
  sendsAsIs,
  SMALLER_QUALITY,
  type OutputType,
  type Size,
} from '#admin/lib/media/downscale-size.ts';

// A photo made ready to send, in the browser: decoded upright (a phone's EXIF
// rotation applied), drawn at most MEDIA_MAX_EDGE on its long side and encoded
// again, so a 12 MB phone photo becomes one request of about 1 MB
// (docs/decisions/0053-photos-downscaled-in-the-browser.md).

/** Why a photo could not be made ready: HEIC the browser cannot read, or any picture it cannot read. */
export type PrepareProblem = 'heic' | 'unreadable' | 'too_large';

export class PrepareError extends Error {
  readonly problem: PrepareProblem;
  constructor(problem: PrepareProblem) {
    super(problem);
    this.name = 'PrepareError';
    this.problem = problem;
  }
}

export interface PreparedPhoto {
  file: File;
  /** The size it was drawn at (or has, when sent as it is). */
  size: Size;
  /** The size of the photo chosen. */
  original: Size;
}

interface Surface {
  draw: (bitmap: ImageBitmap, size: Size) => void;
  transparent: () => boolean;
  encode: (type: OutputType, quality: number) => Promise<Blob>;
}

function surface(size: Size): Surface {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) throw new PrepareError('unreadable');
    return {
      draw: (bitmap) => {
        context.imageSmoothingQuality = 'high';
        context.drawImage(bitmap, 0, 0, size.width, size.height);
      },
      transparent: () => hasTransparency(context.getImageData(0, 0, size.width, size.height).data),
      encode: (type, quality) => canvas.convertToBlob({ type, quality }),
    };
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new PrepareError('unreadable');
  return {
    draw: (bitmap) => {
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, 0, 0, size.width, size.height);
    },
    transparent: () => hasTransparency(context.getImageData(0, 0, size.width, size.height).data),
    encode: (type, quality) =>
      new Promise((resolve, reject) =>
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new PrepareError('unreadable'))), type, quality),
      ),
  };
}

function hasTransparency(pixels: Uint8ClampedArray): boolean {
  for (let index = 3; index < pixels.length; index += 4) if (pixels[index]! < 255) return true;
  return false;
}

async function decode(file: File): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new PrepareError(isHeic(file) ? 'heic' : 'unreadable');
  }
}

/** Decodes, downscales and encodes `file`; rejects with a PrepareError saying why it cannot. */
export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  const bitmap = await decode(file);
  try {
    const original = { width: bitmap.width, height: bitmap.height };
    if (sendsAsIs(file, original)) return { file, size: original, original };
    const size = fitWithin(original);
    const canvas = surface(size);
    canvas.draw(bitmap, size);
    // Only a type that can hold transparency is looked at: a JPEG has none.
    const transparent = file.type !== 'image/jpeg' && canvas.transparent();
    let type: OutputType | null = firstChoice(transparent);
    let quality = PHOTO_QUALITY;
    while (type) {
      const blob = await canvas.encode(type, quality);
      // A browser that cannot write WebP answers PNG: never send a type other than the one asked for.
      if (blob.type === type && blob.size <= MAX_MEDIA_BYTES) {
        return { file: new File([blob], renamed(file.name, type), { type }), size, original };
      }
      type = fallbackAfter(type, transparent);
      quality = SMALLER_QUALITY;
    }
    throw new PrepareError('too_large');
  } finally {
    bitmap.close();
  }
}
