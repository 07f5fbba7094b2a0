import * as z from '#src/schemas/zod-mini.ts';
import {
  displayOrder,
  flag,
  id,
  idList,
  optionalSlug,
  optionalText,
  optionalUrl,
  requiredText,
  slug,
  socialImage,
  textList,
  timestamps,
} from '#src/schemas/common.ts';
import { scheduleFields } from '#src/schemas/schedule.ts';
import { galleryPhotoSchema, MAX_GALLERY_PHOTOS, mediaRefSchema } from '#src/schemas/media.ts';

// The "enhanced" project kind, managed at /admin/projects-enhanced and shown on /projects-enhanced.

export const FEATURED_IMAGE_SIZE = { width: 1200, height: 600 } as const;

/**
 * What search results show of a title and a description before cutting them:
 * the limits of a project's own search title and description.
 */
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 160;

/**
 * A project's French text: every field optional. The French pages
 * show a field's French text, or its English one (marked lang="en") when it
 * has none; the admin edits both side by side and lists what is missing.
 */
export const projectEnhancedFrenchSchema = z.object({
  title: optionalText('french_title'),
  project_summary: optionalText('french_summary', 1000, 'multi'),
  description: optionalText('french_description', 10_000, 'multi'),
  scope_objectives: textList('french_scope_and_objectives'),
  key_results: textList('french_key_results'),
  duration_display: optionalText('french_duration', 100),
  location_city: optionalText('french_city', 100),
  location_country: optionalText('french_country', 100),
  seo_title: optionalText('french_seo_title', SEO_TITLE_MAX),
  seo_description: optionalText('french_seo_description', SEO_DESCRIPTION_MAX),
});

export type ProjectEnhancedFrench = z.infer<typeof projectEnhancedFrenchSchema>;

export const projectEnhancedInputSchema = z.object({
  title: requiredText('title'),
  /** The project's address, /projects-enhanced/<slug>; empty: derived from the title. */
  slug: optionalSlug,
  client: requiredText('client'),
  location_city: optionalText('city', 100),
  location_country: optionalText('country', 100),
  start_date: optionalText('start_date', 50),
  end_date: optionalText('end_date', 50),
  duration_display: optionalText('duration', 100),
  is_ongoing: flag('ongoing', false),
  logo_url: optionalUrl('logo_url'),
  /** A library photo's url (/media/…), or an external address kept from before the library (flagged in the admin). */
  featured_image: optionalUrl('featured_image'),
  /** Library photos shown on the project's page, in this order. */
  gallery: z._default(z.array(galleryPhotoSchema).check(z.maxLength(MAX_GALLERY_PHOTOS)), []),
  scope_objectives: textList('scope_and_objectives'),
  key_results: textList('key_results'),
  description: optionalText('description', 10_000, 'multi'),
  project_summary: optionalText('summary', 1000, 'multi'),
  display_order: displayOrder,
  is_published: flag('published', true),
  ...scheduleFields,
  is_featured: flag('featured', false),
  category_ids: idList('categories'),
  sector_ids: idList('sectors'),
  technology_ids: idList('technologies'),
  /** Documents (brochures, case-study sheets) listed on the project's page; unpublished ones are left out. */
  document_ids: idList('related_documents'),
  /** The page's title in search results and social cards; empty: the project's title. */
  seo_title: optionalText('seo_title', SEO_TITLE_MAX),
  /** The page's meta description; empty: its summary, else its description's start. */
  seo_description: optionalText('seo_description', SEO_DESCRIPTION_MAX),
  /** A library photo for social cards; empty: the featured image. */
  social_image: socialImage,
  /** Asks search engines not to list the page, and leaves it out of the sitemap. */
  noindex: flag('noindex', false),
  fr: z.prefault(projectEnhancedFrenchSchema, {}),
});

/** As stored: the input plus server-kept fields. Relations are kept as ids. */
export const projectEnhancedRecordSchema = z.extend(projectEnhancedInputSchema, {
  id,
  slug,
  /** Slugs the project had before, answered with a redirect to the current one. */
  previous_slugs: z._default(z.array(slug), []),
  ...timestamps,
});

/**
 * A taxonomy item as a project shows it: its slug is its filter value and its
 * address (?sector=<slug>); its display order sorts the public filters, so the
 * list needs no taxonomy of its own.
 */
/** A reference's French texts: empty where the item has none (the French pages then show the English name). */
export const refFrenchSchema = z.prefault(z.object({ name: z._default(z.string(), '') }), {});
const namedRef = z.object({ id, name: z.string(), slug: z.string(), display_order: z.number(), fr: refFrenchSchema });
const technologyRef = z.extend(namedRef, {
  type: z.string(),
  vendor: z.string(),
  description: z.string(),
  fr: z.prefault(z.object({ name: z._default(z.string(), ''), description: z._default(z.string(), '') }), {}),
});

/** As read through the API: relations resolved to names. */
export const projectEnhancedSchema = z.extend(projectEnhancedRecordSchema, {
  /** The library photos its featured image and gallery show, resolved: size, alt texts, focal point. */
  media: z._default(z.array(mediaRefSchema), []),
  categories: z.array(namedRef),
  sectors: z.array(namedRef),
  technologies: z.array(technologyRef),
});

export type ProjectEnhancedInput = z.input<typeof projectEnhancedInputSchema>;
export type ProjectEnhancedRecord = z.infer<typeof projectEnhancedRecordSchema>;
export type ProjectEnhanced = z.infer<typeof projectEnhancedSchema>;
export type NamedRef = z.infer<typeof namedRef>;
