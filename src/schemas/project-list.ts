import * as z from '#src/schemas/zod-mini.ts';
import { zodMessage } from '#src/schemas/coded-issues.ts';
import { projectEnhancedSchema } from '#src/schemas/project-enhanced.ts';

// GET /api/admin/projects-enhanced: the admin's list of portfolio projects, a
// page at a time, for the view its URL holds (ADR 0057): a search, one status,
// four facets, a sort, the page and its size. Every parameter is a string, as
// a URL gives it; the admin sends only those that differ from the default.

export const projectListStatuses = ['draft', 'published', 'scheduled', 'expired', 'featured', 'missing-french', 'dated'] as const;
export type ProjectListStatus = (typeof projectListStatuses)[number];

export const projectListSorts = ['order', 'title', 'client', 'updated', 'schedule'] as const;
export type ProjectListSort = (typeof projectListSorts)[number];

export const projectListFacets = ['sector', 'category', 'technology', 'client'] as const;
export type ProjectListFacet = (typeof projectListFacets)[number];

/** The page sizes offered (admin/lib/paging.ts offers the same), 50 by default. */
export const projectListSizes = ['25', '50', '100'] as const;
export const PROJECT_LIST_DEFAULT_SIZE = 50;

const MAX_QUERY_LENGTH = 200;
const text = z.optional(z.string().check(z.maxLength(MAX_QUERY_LENGTH, zodMessage('too_long', { field: 'list_query' }))));
const facet = z.optional(z.string().check(z.maxLength(MAX_QUERY_LENGTH, zodMessage('too_long', { field: 'list_facet' }))));

export const projectListQuerySchema = z.object({
  /** Words searched, accents and case aside (src/lib/text/search.ts). */
  q: text,
  filter: z.optional(
    z.enum(projectListStatuses, { error: zodMessage('one_of', { field: 'list_filter', values: projectListStatuses.join(', ') }) }),
  ),
  /** A sector, category or technology by slug; a client by its name. */
  sector: facet,
  category: facet,
  technology: facet,
  client: facet,
  sort: z.optional(z.enum(projectListSorts, { error: zodMessage('one_of', { field: 'list_sort', values: projectListSorts.join(', ') }) })),
  page: z.optional(z.string().check(z.regex(/^[1-9]\d{0,5}$/, zodMessage('not_whole_number', { field: 'list_page' })))),
  size: z.optional(z.enum(projectListSizes, { error: zodMessage('one_of', { field: 'list_size', values: projectListSizes.join(', ') }) })),
});
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>;

/** One choice of a facet's menu: what the URL holds, its name, and how many projects picking it would show. */
const facetChoiceSchema = z.object({ value: z.string(), label: z.string(), count: z.int().check(z.gte(0)) });
export type FacetChoice = z.infer<typeof facetChoiceSchema>;

const count = z.int().check(z.gte(0));

export const projectListPageSchema = z.object({
  /** The page's projects, relations resolved, as GET /api/projects-enhanced?id= answers each. */
  items: z.array(projectEnhancedSchema),
  /** The projects that match the view, on every page. */
  total: count,
  /** Every project staff can see, whatever the view. */
  all: count,
  /** The page answered, from 1: a page past the last answers the last. */
  page: z.int().check(z.positive()),
  pages: z.int().check(z.positive()),
  size: z.int().check(z.positive()),
  /**
   * Each facet's choices: every value a project has, by name, each counted
   * within the view with that facet's own choice left out.
   */
  facets: z.object({
    sector: z.array(facetChoiceSchema),
    category: z.array(facetChoiceSchema),
    technology: z.array(facetChoiceSchema),
    client: z.array(facetChoiceSchema),
  }),
});
export type ProjectListPage = z.infer<typeof projectListPageSchema>;
