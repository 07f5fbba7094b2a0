import type { MediaUse } from '#src/schemas/media.ts';
import type { Client } from '#src/schemas/client.ts';
import type { Credential } from '#src/schemas/credential.ts';
import type { ProjectRecord } from '#src/schemas/project.ts';
import type { ProjectEnhancedRecord } from '#src/schemas/project-enhanced.ts';
import type * as z from 'zod';
import { collections, readCollection, readHeldCollection, type Collection } from '#functions/content/collections.ts';
import { readPagesAsShown, rowOf } from '#functions/pages/pages.ts';
import type { PageDocument } from '#src/schemas/pages.ts';

// Where the library's photos are shown: the fields of stored projects,
// clients and credentials that hold a photo's url (a logo's url may be a
// library photo's, typed or pasted), and the pages' social images (draft or
// published: the draft's is about to be shown). The library answers it with
// each item (`used_in`), and refuses to delete a photo still shown.

/** The library urls an enhanced project shows, each with its field: its featured image, its gallery in order, its social image, its logo. */
export const enhancedPhotoFields = (project: Pick<ProjectEnhancedRecord, 'featured_image' | 'gallery' | 'social_image' | 'logo_url'>) => [
  { field: 'featured_image', url: project.featured_image },
  ...project.gallery.map((photo) => ({ field: 'gallery', url: photo.url })),
  { field: 'social_image', url: project.social_image },
  { field: 'logo_url', url: project.logo_url },
];

/** The library url an old project shows, with its field. */
export const oldPhotoFields = (project: Pick<ProjectRecord, 'image_url'>) => [{ field: 'image_url', url: project.image_url }];

/** The library url a credential shows, its logo, with its field. */
export const credentialPhotoFields = (credential: Pick<Credential, 'logo_url'>) => [{ field: 'logo_url', url: credential.logo_url }];

/** The library url a client shows, its logo in the carousel, with its field. */
export const clientPhotoFields = (client: Pick<Client, 'logo_url'>) => [{ field: 'logo_url', url: client.logo_url }];

/** Adds a place a url is shown, once per field: a gallery that shows a photo twice is one place. */
function addUse(uses: Map<string, MediaUse[]>, url: string, use: MediaUse): void {
  const found = uses.get(url) ?? [];
  if (!found.some((other) => other.collection === use.collection && other.id === use.id && other.field === use.field)) found.push(use);
  uses.set(url, found);
}

type Items<T> = readonly T[];
type Uses = ReadonlyMap<string, readonly MediaUse[]>;
type Shown = { field: string; url: string };

type Reader = <S extends z.core.$ZodType>(source: Collection<S>) => Promise<{ items: readonly z.infer<S>[] }>;

/** A collection whose items show library photos, by the fields `fieldsOf` names: where its uses and a backup's photos come from. */
function showing<S extends z.core.$ZodType<{ id: string }>>(source: Collection<S>, fieldsOf: (item: z.infer<S>) => readonly Shown[]) {
  let made: { from: Items<z.infer<S>>; uses: Uses } | undefined;
  /** Where the items show each url, made once per array of items (a held read answers the same array, ADR 0086). */
  const usesOf = (items: Items<z.infer<S>>): Uses => {
    if (made?.from === items) return made.uses;
    const uses = new Map<string, MediaUse[]>();
    for (const item of items) {
      for (const { field, url } of fieldsOf(item))
        if (url) addUse(uses, url, { collection: source.name, id: item.id, label: source.label(item), field });
    }
    made = { from: items, uses };
    return uses;
  };
  return {
    name: source.name,
    /** Where its items, read by `read`, show each url. */
    usesBy: async (read: Reader): Promise<Uses> => usesOf((await read(source)).items),
    /** Each url its items in a backup show, with the item's label (a backup holds records of the collection's own schema). */
    shownBy: (items: readonly unknown[]) =>
      (items as readonly z.infer<S>[]).flatMap((item) =>
        fieldsOf(item).map(({ url }) => ({ collection: source.name, label: source.label(item), url })),
      ),
  };
}

/**
 * Every collection whose items show library photos. The uses below and an
 * import's check that a backup's photos are at hand (backup-media.ts) both
 * read this list: a collection that shows photos is added here once.
 */
export const photoCollections = [
  showing(collections.projectsEnhanced, enhancedPhotoFields),
  showing(collections.projects, oldPhotoFields),
  showing(collections.credentials, credentialPhotoFields),
  showing(collections.clients, clientPhotoFields),
];

function pageUses(pages: Items<PageDocument>): Uses {
  const uses = new Map<string, MediaUse[]>();
  for (const page of pages) {
    const label = rowOf(page).title;
    for (const url of [page.draft.social_image, page.published.social_image])
      if (url) addUse(uses, url, { collection: 'pages', id: page.id, label, field: 'social_image' });
  }
  return uses;
}

/** Every place a url is shown: the enhanced projects', the old projects', the credentials', the clients' and the pages' fields, in that order. */
export interface MediaUses {
  get: (url: string) => readonly MediaUse[];
}

/**
 * Every place each url is shown. `held`: the collections as this instance
 * last read them while their change tokens have not moved (ADR 0086), for
 * what shows the uses (the list, a save's answer); a delete, refused while a
 * photo is shown, reads them `fresh`. Each collection's places are made once
 * per read of its items and looked up per url (ADR 0092): a save's cost does
 * not grow with the projects that show no photo of it.
 */
export async function readMediaUses(read: 'fresh' | 'held' = 'fresh'): Promise<MediaUses> {
  const readItems: Reader = read === 'held' ? readHeldCollection : readCollection;
  const [pages, ...shown] = await Promise.all([readPagesAsShown(), ...photoCollections.map(({ usesBy }) => usesBy(readItems))]);
  const all = [...shown, pageUses(pages)];
  return { get: (url) => all.flatMap((uses) => uses.get(url) ?? []) };
}
