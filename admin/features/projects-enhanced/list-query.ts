import {
  PROJECT_LIST_DEFAULT_SIZE,
  projectListFacets,
  projectListSizes,
  projectListSorts,
  projectListStatuses,
  type ProjectListQuery,
} from '#src/schemas/project-list.ts';

// The view of the project list a URL holds (?q=&filter=&sort=&sector=…&page=&size=),
// as the request for its page (GET /api/admin/projects-enhanced, ADR 0057): only
// values the API takes, defaults left out, so a view is one cache key whatever
// the URL spells, and an odd URL (a filter that no longer exists, page=x) shows
// the nearest view instead of an error.

const MAX_TEXT = 200;
const oneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

export function listQueryOf(params: URLSearchParams): ProjectListQuery {
  const query: ProjectListQuery = {};
  const q = (params.get('q') ?? '').trim().slice(0, MAX_TEXT);
  if (q) query.q = q;
  const filter = params.get('filter');
  if (oneOf(projectListStatuses, filter)) query.filter = filter;
  for (const facet of projectListFacets) {
    const value = (params.get(facet) ?? '').slice(0, MAX_TEXT);
    if (value) query[facet] = value;
  }
  const sort = params.get('sort');
  if (oneOf(projectListSorts, sort) && sort !== 'order') query.sort = sort;
  const page = Number.parseInt(params.get('page') ?? '', 10);
  if (Number.isSafeInteger(page) && page > 1 && page < 1_000_000) query.page = String(page);
  const size = params.get('size');
  if (oneOf(projectListSizes, size) && size !== String(PROJECT_LIST_DEFAULT_SIZE)) query.size = size;
  return query;
}
