import { z } from 'zod';
import { clientSchema } from '#src/schemas/client.ts';
import { projectSchema } from '#src/schemas/project.ts';
import { projectEnhancedRecordSchema } from '#src/schemas/project-enhanced.ts';
import { categorySchema, sectorSchema, technologySchema, type TaxonomyType } from '#src/schemas/taxonomy.ts';
import { withSlugs } from '#functions/project-slugs.ts';
import { readDocument, updateDocument } from '#functions/store.ts';

// The content collections. Each is one Blobs document `{ revision, items }`:
// reading a whole list is one Blobs read, every write is a compare-and-swap of
// the document (functions/store.ts), and `revision` goes up by one on every
// write so the public views (functions/views.ts) can tell which data is newer.

export interface Collection<S extends z.core.$ZodType> {
  name: CollectionName;
  key: string;
  schema: z.ZodObject<{ revision: z.ZodNumber; items: z.ZodArray<S> }>;
  /** Brings a document stored in an older shape up to date before it is parsed. */
  migrate?: (raw: unknown) => unknown;
}

export interface CollectionDocument<T> {
  revision: number;
  items: T[];
}

function collection<S extends z.core.$ZodType>(name: CollectionName, item: S, migrate?: (raw: unknown) => unknown): Collection<S> {
  return {
    name,
    key: `content/${name}`,
    schema: z.object({ revision: z.number().int().min(0), items: z.array(item) }),
    ...(migrate ? { migrate } : {}),
  };
}

/** The schema a stored document is read with: the collection's, after its migration. */
function storedSchema<S extends z.core.$ZodType>(source: Collection<S>) {
  return source.migrate ? z.preprocess(source.migrate, source.schema) : source.schema;
}

export const collectionNames = ['projects', 'projects-enhanced', 'clients', 'categories', 'sectors', 'technologies'] as const;
export type CollectionName = (typeof collectionNames)[number];

export const collections = {
  projects: collection('projects', projectSchema),
  projectsEnhanced: collection('projects-enhanced', projectEnhancedRecordSchema, withSlugs),
  clients: collection('clients', clientSchema),
  categories: collection('categories', categorySchema),
  sectors: collection('sectors', sectorSchema),
  technologies: collection('technologies', technologySchema),
};

export const taxonomyCollections: Record<TaxonomyType, (typeof collections)[TaxonomyType]> = {
  categories: collections.categories,
  sectors: collections.sectors,
  technologies: collections.technologies,
};

const empty = <T>(): CollectionDocument<T> => ({ revision: 0, items: [] });

export function readCollection<S extends z.core.$ZodType>(source: Collection<S>): Promise<CollectionDocument<z.infer<S>>> {
  return readDocument(source.key, storedSchema(source), empty);
}

export interface CollectionChange<T, R> {
  /** The new list of items, or undefined to write nothing. */
  items: T[] | undefined;
  result: R;
}

/**
 * Changes a collection atomically and bumps its revision. `mutate` may run
 * several times (on conflicts) and must be pure apart from reads and throwing.
 */
export function updateCollection<S extends z.core.$ZodType, R>(
  source: Collection<S>,
  mutate: (current: CollectionDocument<z.infer<S>>) => CollectionChange<z.infer<S>, R> | Promise<CollectionChange<z.infer<S>, R>>,
): Promise<R> {
  return updateDocument(source.key, storedSchema(source), empty, async (current) => {
    const document = current as CollectionDocument<z.infer<S>>;
    const { items, result } = await mutate(document);
    return { value: items === undefined ? undefined : { revision: document.revision + 1, items }, result };
  });
}
