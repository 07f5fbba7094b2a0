import { PORTFOLIO_PAGE_SIZE, type PortfolioPage, type PublicProject } from '#src/schemas/portfolio.ts';
import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import { applyFilters, buildOptions, readFilters } from '#src/lib/portfolio/filters.ts';
import { sortByDisplayOrder } from '#src/lib/ordering.ts';

// One page of the public portfolio for an address's query (?sector=…&page=2),
// computed where the projects are: by the API for the island, and by the
// portfolio function for the list page's HTML, so both show the same page.

/** Leaves out what the public never needs: the draft flag (always true here) and the relation ids. */
export function toPublicProject(project: ProjectEnhanced): PublicProject {
  const shown: Partial<Pick<ProjectEnhanced, 'is_published' | 'category_ids' | 'sector_ids' | 'technology_ids'>> & PublicProject = {
    ...project,
  };
  delete shown.is_published;
  delete shown.category_ids;
  delete shown.sector_ids;
  delete shown.technology_ids;
  return shown;
}

/** The page number an address asks for: a whole number from 1, anything else is page 1. */
function requestedPage(search: string): number {
  const raw = new URLSearchParams(search).get('page') ?? '';
  return /^\d{1,6}$/.test(raw) ? Math.max(1, Number(raw)) : 1;
}

export function portfolioPage(published: readonly PublicProject[], search: string, perPage = PORTFOLIO_PAGE_SIZE): PortfolioPage {
  // The order of every other list of projects (the API's, the admin's): "Unit 9" before "Unit 10".
  const sorted = sortByDisplayOrder(published, (project) => project.title);
  const options = {
    sector: buildOptions(sorted, 'sector'),
    technology: buildOptions(sorted, 'technology'),
    category: buildOptions(sorted, 'category'),
  };
  const filters = readFilters(search, options);
  const matching = applyFilters(sorted, filters, options);
  const pages = Math.max(1, Math.ceil(matching.length / perPage));
  // A page past the end shows the last one (a list that shrank since the link was made).
  const page = Math.min(pages, requestedPage(search));
  return {
    items: matching.slice((page - 1) * perPage, page * perPage),
    total: sorted.length,
    matching: matching.length,
    page,
    pages,
    per_page: perPage,
    filters,
    options,
  };
}
