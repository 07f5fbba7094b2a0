import { projectListFacets, type ProjectListFacet } from '#src/schemas/project-list.ts';

// What the enhanced-project list can be narrowed to besides its search: one
// status and any of four facets (a sector, a category, a technology, a
// client), each kept in the URL; the server applies them
// (src/lib/portfolio/admin-list.ts, ADR 0057).

export type Facets = Record<ProjectListFacet, string>;

/** The facets a URL asks for ('' for a facet not asked). */
export function facetsOf(params: URLSearchParams): Facets {
  return Object.fromEntries(projectListFacets.map((name) => [name, params.get(name) ?? ''])) as Facets;
}
