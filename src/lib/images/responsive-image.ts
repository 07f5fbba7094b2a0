import type { Locale } from '#src/i18n/locales.ts';
import type { MediaRef } from '#src/schemas/media.ts';
import { widestSlot } from '#src/lib/images/widest-slot.ts';

// Every public <img> of a library photo goes through Netlify Image CDN
// (docs/decisions/0051-image-pipeline.md): a srcset over fixed widths no wider
// than the stored photo, nor than its widest slot needs at 2× (ADR 0088), the
// stored size as width/height so nothing shifts, the format left to the CDN's
// content negotiation (AVIF or WebP by the browser's Accept header), and for a
// crop the focal point as Netlify's `position`. One helper for the Astro pages,
// the portfolio function's HTML and the React islands, so they all ask the CDN
// for the same few URLs and its cache serves each of them once per deploy.

/** Netlify Image CDN's address on the site (and on the local platform, which serves it with Netlify's own code). */
const IMAGE_CDN_PATH = '/.netlify/images';

/**
 * The widths every srcset draws from: few enough that the CDN's cache holds
 * each photo at a handful of sizes, close enough that a browser never fetches
 * much more than it shows (320 for a card on a small phone, 2560 for a
 * full-width photo on a 2× wide screen, the most the library keeps). 750 is
 * a phone's full-width photo (360–414 px at 1.75–2×, less the gutters): with
 * 960 next after 640, a phone loaded its hero photo at 1.6 times the pixels
 * it shows, on the page's LCP path.
 */
const IMAGE_WIDTHS = [320, 480, 640, 750, 960, 1280, 1600, 1920, 2560] as const;

/** A photo's own width is a candidate of its own only this far above the widest fixed one. */
const MIN_STEP = 64;

/**
 * The density a srcset serves in full: it stops at the first width that fills
 * the widest slot its `sizes` names at 2× (a 3× phone is served within that,
 * its slots being narrow). Wider candidates served only screens denser than 2×
 * at that widest slot, and each one cost every card and thumbnail about 150
 * bytes of the page's HTML.
 */
const MAX_DENSITY = 2;

/** What Netlify's `position` accepts for a `fit=cover` crop: one edge, or the middle. */
export type CropPosition = 'center' | 'top' | 'bottom' | 'left' | 'right';

export interface CdnParams {
  w: number;
  h?: number;
  fit?: 'cover' | 'contain';
  position?: CropPosition;
  /** Only where the client sends no useful Accept header (social cards): pages leave the format to negotiation. */
  fm?: 'jpg';
}

/** The CDN's address for a site path at a size. */
export function imageCdnUrl(src: string, { w, h, fit, position, fm }: CdnParams): string {
  const query = new URLSearchParams({ url: src, w: String(w) });
  if (h !== undefined) query.set('h', String(h));
  if (fit) query.set('fit', fit);
  if (position && position !== 'center') query.set('position', position);
  if (fm) query.set('fm', fm);
  // The path stays readable (/media/… rather than %2Fmedia%2F…): both are the same URL to the CDN.
  return `${IMAGE_CDN_PATH}?${query.toString().replaceAll('%2F', '/')}`;
}

/** The library photo a field's address names, from the project's resolved `media`; none for an external or former address. */
export function libraryPhoto(url: string, media: readonly MediaRef[]): MediaRef | undefined {
  return url ? media.find((ref) => ref.url === url) : undefined;
}

/**
 * Netlify crops around one of five anchors, not around a point: the focal
 * point picks the anchor whose kept window is centred nearest to it, on the
 * one axis a cover crop trims (the sides of a photo wider than the box, the
 * top and bottom of a taller one). A point near a corner thus keeps its edge
 * in view on the trimmed axis; the other axis is shown whole anyway.
 */
export function cropPosition(photo: Pick<MediaRef, 'width' | 'height' | 'focal_x' | 'focal_y'>, aspect: number): CropPosition {
  const own = photo.width / photo.height;
  if (Math.abs(own - aspect) < 0.01) return 'center';
  const trimsSides = own > aspect;
  // The share of the trimmed axis the crop keeps, and where each anchor centres it.
  const kept = trimsSides ? aspect / own : own / aspect;
  const focal = trimsSides ? photo.focal_x : photo.focal_y;
  const anchors: [CropPosition, number][] = trimsSides
    ? [
        ['left', kept / 2],
        ['center', 0.5],
        ['right', 1 - kept / 2],
      ]
    : [
        ['top', kept / 2],
        ['center', 0.5],
        ['bottom', 1 - kept / 2],
      ];
  let best = anchors[1]!;
  for (const anchor of anchors) if (Math.abs(anchor[1] - focal) < Math.abs(best[1] - focal)) best = anchor;
  return best[0];
}

export interface ImageOptions {
  /** The `sizes` attribute: how wide the image is shown at each viewport width. */
  sizes: string;
  /** Width ÷ height of a crop (`fit=cover`, focal point kept); none shows the whole photo. */
  aspect?: number | undefined;
}

export interface ResponsiveImage {
  src: string;
  srcSet: string;
  sizes: string;
  width: number;
  height: number;
}

/** src, srcset, sizes, width and height of a library photo shown whole or cropped. */
export function responsiveImage(photo: MediaRef, { sizes, aspect }: ImageOptions): ResponsiveImage {
  // The widest the result can be without enlarging the stored photo; its own
  // width joins the fixed ones when it is well above the last of them.
  const limit = Math.min(photo.width, aspect ? photo.height * aspect : Infinity, IMAGE_WIDTHS.at(-1)!);
  const widest = Math.max(1, Math.floor(limit));
  const fixed: number[] = IMAGE_WIDTHS.filter((width) => width <= widest);
  const needed = widestSlot(sizes) * MAX_DENSITY;
  const enough = fixed.findIndex((width) => width >= needed);
  const widths = enough >= 0 ? fixed.slice(0, enough + 1) : fixed;
  if (enough < 0 && (widths.length === 0 || widest - widths.at(-1)! >= MIN_STEP)) widths.push(widest);
  const heightAt = (width: number) => Math.max(1, Math.round(aspect ? width / aspect : (width * photo.height) / photo.width));
  const urlAt = (width: number) =>
    imageCdnUrl(photo.url, aspect ? { w: width, h: heightAt(width), fit: 'cover', position: cropPosition(photo, aspect) } : { w: width });
  const fallback = widths.filter((width) => width <= 1280).at(-1) ?? widths[0]!;
  const largest = widths.at(-1)!;
  return {
    src: urlAt(fallback),
    srcSet: widths.map((width) => `${urlAt(width)} ${String(width)}w`).join(', '),
    sizes,
    width: largest,
    height: heightAt(largest),
  };
}

/** A photo's alt text in the page's language: French where it has one, else the English one marked lang="en". */
export function altIn(photo: Pick<MediaRef, 'alt_en' | 'alt_fr'>, locale: Locale): { alt: string; lang: 'en' | undefined } {
  if (locale === 'en') return { alt: photo.alt_en, lang: undefined };
  return photo.alt_fr.trim() ? { alt: photo.alt_fr, lang: undefined } : { alt: photo.alt_en, lang: 'en' };
}

/** How the browser should load a photo: the page's LCP photo at once and first, every other one when it nears the viewport. */
export function loadingOf(priority: boolean) {
  return priority ? ({ fetchPriority: 'high', decoding: 'async' } as const) : ({ loading: 'lazy', decoding: 'async' } as const);
}

/** The 1200×630 crop social cards show (focal point kept), as JPEG: their crawlers send no Accept header worth negotiating. */
const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;

export function socialImageUrl(photo: MediaRef): string {
  const { width, height } = SOCIAL_IMAGE;
  return imageCdnUrl(photo.url, { w: width, h: height, fit: 'cover', position: cropPosition(photo, width / height), fm: 'jpg' });
}

/** The image of a page's social cards. */
export interface SocialCard {
  url: string;
  alt: string;
  /** Known for a library photo's crop and the default card; an outside address's size is not. */
  size?: { width: number; height: number } | undefined;
}

/** A library photo's social card: its 1200×630 crop around the focal point, described in the page's language. */
export function photoSocialCard(photo: MediaRef, locale: Locale): SocialCard {
  return { url: socialImageUrl(photo), alt: altIn(photo, locale).alt, size: SOCIAL_IMAGE };
}
