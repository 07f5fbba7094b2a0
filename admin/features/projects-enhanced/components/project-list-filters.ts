import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import { scheduleState } from '#src/schemas/schedule.ts';
import { untranslatedFields } from '#src/lib/translations.ts';
import type { ListFilter } from '#admin/lib/use-list-view.ts';

// What the enhanced-project list can be narrowed to, besides its search: one
// status ("Show": drafts, published, scheduled, expired, featured, missing
// French, with a publication date) and any of four facets (a sector, a
// category, a technology, a client), each kept in the URL. Sectors, categories
// and technologies are named by slug, as on the public portfolio; a client by
// its name, as the project holds it.

type StatusName = 'draft' | 'published' | 'scheduled' | 'expired' | 'featured' | 'missing-french' | 'dated';

export const statusFilters: Record<StatusName, Omit<ListFilter<ProjectEnhanced>, 'label'>> = {
  draft: { keep: (project) => scheduleState(project) === 'draft' },
  published: { keep: (project) => scheduleState(project) === 'live' },
  scheduled: { keep: (project) => scheduleState(project) === 'scheduled' },
  expired: { keep: (project) => scheduleState(project) === 'expired' },
  featured: { keep: (project) => project.is_featured },
  'missing-french': { keep: (project) => untranslatedFields(project).length > 0 },
  dated: { keep: (project) => project.publish_at !== null || project.unpublish_at !== null },
};

export const facetNames = ['sector', 'category', 'technology', 'client'] as const;
export type FacetName = (typeof facetNames)[number];
export type Facets = Record<FacetName, string>;

interface Choice {
  value: string;
  label: string;
}

/** The facets a URL asks for ('' for a facet not asked). */
export function facetsOf(params: URLSearchParams): Facets {
  return Object.fromEntries(facetNames.map((name) => [name, params.get(name) ?? ''])) as Facets;
}

const relations = { sector: 'sectors', category: 'categories', technology: 'technologies' } as const;

/** Whether a project has every facet asked for. */
export function keepFacets(facets: Facets): (project: ProjectEnhanced) => boolean {
  return (project) =>
    (facets.client === '' || project.client === facets.client) &&
    (['sector', 'category', 'technology'] as const).every(
      (name) => facets[name] === '' || project[relations[name]].some((item) => item.slug === facets[name]),
    );
}

const byLabel = (a: Choice, b: Choice) => a.label.localeCompare(b.label, undefined, { sensitivity: 'base', numeric: true });

/** The choices of each facet: the sectors, categories, technologies and clients the projects have, by name. */
export function facetChoices(projects: readonly ProjectEnhanced[]): Record<FacetName, Choice[]> {
  const found: Record<FacetName, Map<string, string>> = {
    sector: new Map(),
    category: new Map(),
    technology: new Map(),
    client: new Map(),
  };
  for (const project of projects) {
    found.client.set(project.client, project.client);
    for (const name of ['sector', 'category', 'technology'] as const)
      for (const item of project[relations[name]]) found[name].set(item.slug, item.name);
  }
  return Object.fromEntries(
    facetNames.map((name) => [name, [...found[name]].map(([value, label]) => ({ value, label })).sort(byLabel)]),
  ) as Record<FacetName, Choice[]>;
}
