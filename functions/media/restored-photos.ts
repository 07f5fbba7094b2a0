import { MEDIA_PATH } from '#src/schemas/media.ts';
import type { PhotoLeftOut } from '#src/schemas/history.ts';
import type { ProjectRecord } from '#src/schemas/project.ts';
import type { ProjectEnhancedRecord } from '#src/schemas/project-enhanced.ts';
import { readLibrary, type StoredMedia } from '#functions/media/library.ts';

// A kept version of a project may show a photo deleted from the library since.
// Restoring it brings the project back without that photo and says which were
// left out: a deleted photo never comes back by a side door (no library item
// would list it, nothing would refuse its delete), and the restore is not
// refused for it, since nothing can bring the photo back into the library.

/** The library's live items by url, and every item (deleted ones too) for their file names. */
export async function readLiveLibrary(): Promise<{ live: ReadonlySet<string>; all: readonly StoredMedia[] }> {
  const all = await readLibrary();
  return { live: new Set(all.filter((item) => !item.deleted_at).map((item) => item.url)), all };
}

type Library = Awaited<ReturnType<typeof readLiveLibrary>>;

const isGone = (library: Library, url: string) => url.startsWith(MEDIA_PATH) && !library.live.has(url);

const leftOut = (library: Library, field: string, url: string): PhotoLeftOut => ({
  field,
  url,
  file_name: library.all.find((item) => item.url === url)?.file_name ?? url.slice(url.lastIndexOf('/') + 1),
});

/** An enhanced project without the library photos deleted since: its featured and social images and logo emptied, gallery entries dropped. */
export function withoutDeletedPhotos(
  project: ProjectEnhancedRecord,
  library: Library,
): { project: ProjectEnhancedRecord; left: PhotoLeftOut[] } {
  const left: PhotoLeftOut[] = [];
  let featured = project.featured_image;
  if (isGone(library, featured)) {
    left.push(leftOut(library, 'featured_image', featured));
    featured = '';
  }
  const gallery = project.gallery.filter((photo) => {
    if (!isGone(library, photo.url)) return true;
    if (!left.some((other) => other.field === 'gallery' && other.url === photo.url)) left.push(leftOut(library, 'gallery', photo.url));
    return false;
  });
  let social = project.social_image;
  if (isGone(library, social)) {
    left.push(leftOut(library, 'social_image', social));
    social = '';
  }
  const logo = withoutDeletedLogo(project, library);
  left.push(...logo.left);
  const changed = { ...project, featured_image: featured, gallery, social_image: social, logo_url: logo.record.logo_url };
  return { project: left.length === 0 ? project : changed, left };
}

/**
 * A record without its logo when that is a library photo deleted since. A
 * client's logo is required: its version then fails the schema, and the
 * restore is refused naming the logo.
 */
export function withoutDeletedLogo<T extends { logo_url: string }>(record: T, library: Library): { record: T; left: PhotoLeftOut[] } {
  if (!isGone(library, record.logo_url)) return { record, left: [] };
  return { record: { ...record, logo_url: '' }, left: [leftOut(library, 'logo_url', record.logo_url)] };
}

/** An old project without its image when that is a library photo deleted since. */
export function withoutDeletedImage(project: ProjectRecord, library: Library): { project: ProjectRecord; left: PhotoLeftOut[] } {
  if (!isGone(library, project.image_url)) return { project, left: [] };
  return { project: { ...project, image_url: '' }, left: [leftOut(library, 'image_url', project.image_url)] };
}

/** A page's draft without its social image when that is a library photo deleted since. */
export function withoutDeletedSocialImage<T extends { social_image: string }>(
  draft: T,
  library: Library,
): { draft: T; left: PhotoLeftOut[] } {
  if (!isGone(library, draft.social_image)) return { draft, left: [] };
  return { draft: { ...draft, social_image: '' }, left: [leftOut(library, 'social_image', draft.social_image)] };
}
