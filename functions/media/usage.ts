import type { MediaUse } from '#src/schemas/media.ts';
import type { Credential } from '#src/schemas/credential.ts';
import type { ProjectRecord } from '#src/schemas/project.ts';
import type { ProjectEnhancedRecord } from '#src/schemas/project-enhanced.ts';
import { collections, readCollection, readHeldCollection } from '#functions/content/collections.ts';
import { readPagesAsShown, rowOf } from '#functions/pages/pages.ts';

// Where the library's photos are shown: the fields of stored projects that
// hold a photo's url, and the pages' social images (draft or published: the
// draft's is about to be shown). The library answers it with each item
// (`used_in`), and refuses to delete a photo still shown.

/** The library urls an enhanced project shows, each with its field: its featured image, its gallery in order, its social image. */
export const enhancedPhotoFields = (project: Pick<ProjectEnhancedRecord, 'featured_image' | 'gallery' | 'social_image'>) => [
  { field: 'featured_image', url: project.featured_image },
  ...project.gallery.map((photo) => ({ field: 'gallery', url: photo.url })),
  { field: 'social_image', url: project.social_image },
];

/** The library url an old project shows, with its field. */
export const oldPhotoFields = (project: Pick<ProjectRecord, 'image_url'>) => [{ field: 'image_url', url: project.image_url }];

/** The library url a credential shows, its logo, with its field. */
export const credentialPhotoFields = (credential: Pick<Credential, 'logo_url'>) => [{ field: 'logo_url', url: credential.logo_url }];

/** Adds a place a url is shown, once per field: a gallery that shows a photo twice is one place. */
function addUse(uses: Map<string, MediaUse[]>, url: string, use: MediaUse): void {
  const found = uses.get(url) ?? [];
  if (!found.some((other) => other.collection === use.collection && other.id === use.id && other.field === use.field)) found.push(use);
  uses.set(url, found);
}

type Items<T> = readonly T[];

/** The places in the collections, built once for the same items read (held reads answer the same arrays, ADR 0086). */
let collectionUses:
  | {
      from: readonly [Items<ProjectEnhancedRecord>, Items<ProjectRecord>, Items<Credential>];
      uses: ReadonlyMap<string, readonly MediaUse[]>;
    }
  | undefined;

function usesInCollections(
  enhanced: Items<ProjectEnhancedRecord>,
  old: Items<ProjectRecord>,
  credentials: Items<Credential>,
): ReadonlyMap<string, readonly MediaUse[]> {
  const held = collectionUses;
  if (held?.from[0] === enhanced && held.from[1] === old && held.from[2] === credentials) return held.uses;
  const uses = new Map<string, MediaUse[]>();
  for (const project of enhanced) {
    for (const { field, url } of enhancedPhotoFields(project))
      addUse(uses, url, { collection: 'projects-enhanced', id: project.id, label: project.title, field });
  }
  for (const project of old) {
    for (const { field, url } of oldPhotoFields(project))
      addUse(uses, url, { collection: 'projects', id: project.id, label: project.title, field });
  }
  for (const credential of credentials) {
    for (const { field, url } of credentialPhotoFields(credential))
      if (url) addUse(uses, url, { collection: 'credentials', id: credential.id, label: credential.name, field });
  }
  collectionUses = { from: [enhanced, old, credentials], uses };
  return uses;
}

/**
 * Every place each url is shown, by url. `held`: the collections as this
 * instance last read them while their change tokens have not moved (ADR 0086),
 * for what shows the uses (the list, a save's answer); a delete, refused while
 * a photo is shown, reads them `fresh`.
 */
export async function readMediaUses(read: 'fresh' | 'held' = 'fresh'): Promise<Map<string, MediaUse[]>> {
  const readItems = read === 'held' ? readHeldCollection : readCollection;
  const [enhanced, old, pages, credentials] = await Promise.all([
    readItems(collections.projectsEnhanced),
    readItems(collections.projects),
    readPagesAsShown(),
    readItems(collections.credentials),
  ]);
  const inCollections = usesInCollections(enhanced.items, old.items, credentials.items);
  const uses = new Map([...inCollections].map(([url, found]) => [url, [...found]]));
  for (const page of pages) {
    const label = rowOf(page).title;
    for (const url of [page.draft.social_image, page.published.social_image])
      if (url) addUse(uses, url, { collection: 'pages', id: page.id, label, field: 'social_image' });
  }
  return uses;
}
