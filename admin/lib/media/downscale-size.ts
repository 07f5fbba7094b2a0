import { MAX_MEDIA_BYTES, MEDIA_MAX_EDGE, mediaTypes } from '#src/schemas/media.ts';

// What the browser sends of a photo, decided before any pixel is touched: the
// size it is drawn at (the long side at most MEDIA_MAX_EDGE, the proportions
// kept) and the type it is encoded as (docs/decisions/0053-photos-downscaled-in-the-browser.md).

export interface Size {
  width: number;
  height: number;
}

/** `width`×`height` brought down so its long side is at most `maxEdge`; a smaller photo keeps its size. */
export function fitWithin({ width, height }: Size, maxEdge: number = MEDIA_MAX_EDGE): Size {
  const longest = Math.max(width, height);
  if (longest <= maxEdge) return { width, height };
  const scale = maxEdge / longest;
  return {
    width: Math.max(1, Math.min(maxEdge, Math.round(width * scale))),
    height: Math.max(1, Math.min(maxEdge, Math.round(height * scale))),
  };
}

/** JPEG for photos; a picture with transparency stays PNG, or WebP when the PNG would not fit one request. */
export type OutputType = 'image/jpeg' | 'image/png' | 'image/webp';

export function firstChoice(transparent: boolean): OutputType {
  return transparent ? 'image/png' : 'image/jpeg';
}

/** The type to try after `tried` came out larger than the server takes, or null when there is none left. */
export function fallbackAfter(tried: OutputType, transparent: boolean): OutputType | null {
  if (tried === 'image/png') return 'image/webp';
  // A photo already JPEG at 0.85 and still too large (rare at 2560 px) gets one try at a lower quality, as WebP.
  if (tried === 'image/jpeg' && !transparent) return 'image/webp';
  return null;
}

/**
 * Whether a file can go as it is: a type the library keeps, small enough and no
 * larger than the edge. A JPEG is always drawn again, since a phone's JPEG
 * carries its rotation in EXIF, which the server strips.
 */
export function sendsAsIs(file: { type: string; size: number }, size: Size): boolean {
  const kept = file.type !== 'image/jpeg' && Object.hasOwn(mediaTypes, file.type);
  return kept && file.size <= MAX_MEDIA_BYTES && Math.max(size.width, size.height) <= MEDIA_MAX_EDGE;
}

const heicPattern = /\.(heic|heif)$/i;

/** A phone's HEIC photo, by its type or, when the browser gives none, its name. */
export const isHeic = (file: { type: string; name: string }) => /^image\/hei[cf]/i.test(file.type) || heicPattern.test(file.name);

/** The name the sent file takes: the person's name for it, with the extension of what it became. */
export function renamed(name: string, type: OutputType): string {
  const extension = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' }[type];
  const base = name.replace(/\.[^./\\]{1,5}$/, '') || 'photo';
  return `${base}.${extension}`;
}

/** The JPEG and WebP quality: a photo at 2560 px comes out around 0.5–1.5 MB, far under the cap. */
export const PHOTO_QUALITY = 0.85;
/** The second try, for the rare photo still over the cap. */
export const SMALLER_QUALITY = 0.7;
