import * as z from '#src/schemas/zod-mini.ts';
import { zodMessage } from '#src/schemas/coded-issues.ts';
import { id, optionalText, requiredText, timestamps } from '#src/schemas/common.ts';
import { MEDIA_URL } from '#src/schemas/media-url.ts';

// The media library: photos staff upload once and projects show. The browser
// downscales a photo before sending it (so a phone's 12 MB photo fits one
// request under Netlify's body limit); the server decides the type from the
// bytes, reads the pixel size, strips metadata and stores it under a name made
// of its content's hash, so a replaced photo gets a new address and no cache
// ever serves a stale resize. Public pages show a photo through Netlify Image
// CDN (src/lib/images/), with its stored size and focal point.

// The addresses live in a module of their own, which the shared url check
// (src/schemas/common.ts) reads without importing this one.
export { MEDIA_NAME, MEDIA_PATH, MEDIA_URL } from '#src/schemas/media-url.ts';

/** The types the library keeps, and each one's extension. HEIC is refused with a message saying how to send it. */
export const mediaTypes = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
} as const;
export type MediaType = keyof typeof mediaTypes;

/** The browser downscales to this on the long side before sending. */
export const MEDIA_MAX_EDGE = 2560;
/**
 * The largest file the server takes in one request: Netlify buffers at most
 * 6 MB of a function's request and base64-encodes binary ones.
 */
export const MAX_MEDIA_BYTES = 4 * 1024 * 1024;
/** More pixels than this is refused from the header alone, before anything decodes it (a decompression bomb). */
export const MAX_MEDIA_PIXELS = 40_000_000;
/** The most photos a project's gallery holds. */
export const MAX_GALLERY_PHOTOS = 24;

/** A point of the photo in 0–1 from its left and top edge: what a crop keeps in view. */
const unit = z.number().check(z.gte(0), z.lte(1));
const focalSchema = { focal_x: z._default(unit, 0.5), focal_y: z._default(unit, 0.5) };

/** A focal coordinate as staff send it: a number in 0–1, with the form's words when it is not. */
const focalInput = (field: 'focal_x' | 'focal_y') =>
  z
    .number({ error: zodMessage('not_number', { field }) })
    .check(z.gte(0, zodMessage('min_value', { field, min: 0 })), z.lte(1, zodMessage('max_value', { field, max: 1 })));

/** The longest alt text: a sentence or two, as screen readers read it. */
const MAX_ALT_LENGTH = 300;

/** What staff write about a photo when they upload it: the English alt text is required ("Alt text is required"). */
export const mediaFieldsSchema = z.object({
  alt_en: requiredText('alt_en', MAX_ALT_LENGTH),
  alt_fr: optionalText('french_alt_text', MAX_ALT_LENGTH),
  focal_x: z._default(focalInput('focal_x'), 0.5),
  focal_y: z._default(focalInput('focal_y'), 0.5),
});

/** Where a photo is shown: an item of a collection, and in which of its fields. */
export const mediaUseSchema = z.object({
  collection: z.string(),
  id: z.string(),
  label: z.string(),
  field: z.string(),
});

/** What a page needs to show a photo: its address, size, alt texts and focal point. */
export const mediaRefSchema = z.object({
  url: z.string(),
  width: z.int().check(z.positive()),
  height: z.int().check(z.positive()),
  alt_en: z.string(),
  alt_fr: z._default(z.string(), ''),
  ...focalSchema,
});

/** A library item, as stored and as the admin reads it. */
export const mediaItemSchema = z.extend(mediaRefSchema, {
  id,
  /** The file's name as the person's computer called it: searched, shown in the library. */
  file_name: z.string(),
  type: z.enum(Object.keys(mediaTypes) as [MediaType, ...MediaType[]]),
  bytes: z.int().check(z.positive()),
  ...timestamps,
  /** Where it is shown (answered, never stored): a photo in use cannot be deleted. */
  used_in: z._default(z.array(mediaUseSchema), []),
});

/**
 * An item as stored (and in backups): where it is used is answered, never
 * stored. A deleted item stays as a tombstone (`deleted_at`) while a kept
 * version of a project may still show its photo, so that version shows it with
 * its size and alt texts when restored.
 */
export const mediaRecordSchema = z.extend(z.omit(mediaItemSchema, { used_in: true }), { deleted_at: z.optional(z.string()) });

/** What staff can change of a stored photo: its alt texts and focal point; the bytes never change. */
export const mediaUpdateSchema = z.object({
  id,
  alt_en: z.optional(requiredText('alt_en', MAX_ALT_LENGTH)),
  alt_fr: z.optional(optionalText('french_alt_text', MAX_ALT_LENGTH)),
  focal_x: z.optional(focalInput('focal_x')),
  focal_y: z.optional(focalInput('focal_y')),
});

export const mediaListQuerySchema = z.object({
  id: z.optional(z.string()),
  /** A photo's address (`/media/…`) as a project's field holds it: the item that serves it. */
  url: z.optional(z.string()),
  /** Searched in the file name and both alt texts, accents and case aside. */
  q: z.optional(z.string()),
  page: z.optional(z.string()),
});

export const MEDIA_PAGE_SIZE = 48;

export const mediaPageSchema = z.object({
  items: z.array(mediaItemSchema),
  total: z.int().check(z.gte(0)),
  page: z.int().check(z.positive()),
  pages: z.int().check(z.positive()),
  per_page: z.int().check(z.positive()),
});

/** A gallery photo of a project: a library photo's url, and an optional caption in each language. */
export const galleryPhotoSchema = z.object({
  url: z.string().check(z.regex(MEDIA_URL)),
  caption: z._default(z.string().check(z.maxLength(300)), ''),
  fr: z.prefault(z.object({ caption: z._default(z.string().check(z.maxLength(300)), '') }), {}),
});

export type MediaFields = z.infer<typeof mediaFieldsSchema>;
export type MediaRef = z.infer<typeof mediaRefSchema>;
export type MediaItem = z.infer<typeof mediaItemSchema>;
export type MediaRecord = z.infer<typeof mediaRecordSchema>;
export type MediaUse = z.infer<typeof mediaUseSchema>;
export type MediaPage = z.infer<typeof mediaPageSchema>;
export type GalleryPhoto = z.infer<typeof galleryPhotoSchema>;
