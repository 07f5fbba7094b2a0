import { issueOf, message, type Message } from '#src/schemas/messages.ts';
import type { ProjectEnhanced, ProjectEnhancedRecord } from '#src/schemas/project-enhanced.ts';
import { taxonomyLabels, type Category, type Sector, type TaxonomyType, type Technology } from '#src/schemas/taxonomy.ts';
import { collections, readCollection } from '#functions/content/collections.ts';
import { HttpError } from '#functions/platform/http.ts';
import { sortByDisplayOrder } from '#src/lib/ordering.ts';
import { mediaRefs, readMediaIndex, type MediaIndex } from '#functions/media/library.ts';
import { enhancedPhotoFields } from '#functions/media/usage.ts';

// Enhanced projects store the ids of their categories, sectors and
// technologies; reads resolve them to names (technologies also to type,
// vendor and description). An id that no longer exists is left out. The
// library photos a project shows are resolved too (`media`: size, alt texts,
// focal point), from one read of the media library per request.

export interface Taxonomies {
  categories: readonly Category[];
  sectors: readonly Sector[];
  technologies: readonly Technology[];
  /** The media library by url (functions/media/library.ts). */
  media: MediaIndex;
}

/** The taxonomy collections, whose change tokens a project write checks. */
export const taxonomySources = [collections.categories, collections.sectors, collections.technologies];

/** The three taxonomies and the media library as stored now. */
export async function readTaxonomies(): Promise<Taxonomies> {
  const [categories, sectors, technologies, media] = await Promise.all([
    readCollection(collections.categories),
    readCollection(collections.sectors),
    readCollection(collections.technologies),
    readMediaIndex(),
  ]);
  return { categories: categories.items, sectors: sectors.items, technologies: technologies.items, media };
}

export const relationFields = {
  categories: 'category_ids',
  sectors: 'sector_ids',
  technologies: 'technology_ids',
} as const satisfies Record<TaxonomyType, keyof ProjectEnhancedRecord>;

function picked<T extends { id: string; display_order: number; name: string }>(items: readonly T[], ids: readonly string[]): T[] {
  const wanted = new Set(ids);
  return sortByDisplayOrder(
    items.filter((item) => wanted.has(item.id)),
    (item) => item.name,
  );
}

/** What a project shows of a category or sector: its names in both languages, slug and order. */
function named({ id, name, slug, display_order, fr }: Category | Sector | Technology) {
  return { id, name, slug, display_order, fr: { name: fr.name } };
}

/** A resolver built once per read, for any number of projects. */
export function resolver(taxonomies: Taxonomies): (project: ProjectEnhancedRecord) => ProjectEnhanced {
  return (project) => ({
    ...project,
    media: mediaRefs(
      taxonomies.media,
      enhancedPhotoFields(project).map(({ url }) => url),
    ),
    categories: picked(taxonomies.categories, project.category_ids).map(named),
    sectors: picked(taxonomies.sectors, project.sector_ids).map(named),
    technologies: picked(taxonomies.technologies, project.technology_ids).map((technology) => ({
      ...named(technology),
      type: technology.type,
      vendor: technology.vendor,
      description: technology.description,
      fr: { name: technology.fr.name, description: technology.fr.description },
    })),
  });
}

/** Throws 400 naming every id that does not exist, field by field. */
export function assertRelationsExist(
  project: Pick<ProjectEnhancedRecord, (typeof relationFields)[TaxonomyType]>,
  taxonomies: Taxonomies,
): void {
  const problems: { field: string; said: Message }[] = [];
  for (const type of Object.keys(relationFields) as TaxonomyType[]) {
    const field = relationFields[type];
    const known = new Set(taxonomies[type].map((item) => item.id));
    const missing = project[field].filter((id) => !known.has(id));
    if (missing.length > 0) {
      const item = taxonomyLabels[type].singular;
      problems.push({ field, said: message('unknown_ids', { item, ids: missing.join(', '), count: missing.length }) });
    }
  }
  const [first, ...others] = problems;
  if (first) {
    const issues = problems.map(({ field, said }) => issueOf(field, said));
    throw new HttpError(400, others.length === 0 ? first.said : message('related_missing'), { issues });
  }
}

/** Drops ids of items that no longer exist (left behind by an interrupted delete). */
export function withoutDanglingIds<T extends Pick<ProjectEnhancedRecord, (typeof relationFields)[TaxonomyType]>>(
  project: T,
  taxonomies: Pick<Taxonomies, TaxonomyType>,
  keep: ReadonlySet<(typeof relationFields)[TaxonomyType]>,
): T {
  const next = { ...project };
  for (const type of Object.keys(relationFields) as TaxonomyType[]) {
    const field = relationFields[type];
    if (keep.has(field)) continue;
    const known = new Set(taxonomies[type].map((item) => item.id));
    next[field] = project[field].filter((id) => known.has(id));
  }
  return next;
}
