import * as z from '#src/schemas/zod-mini.ts';
import { projectEnhancedSchema, refFrenchSchema } from '#src/schemas/project-enhanced.ts';

// A page of the public portfolio (GET /api/projects-enhanced?page=N, and the
// list page's first render): the projects of that page for the address's
// filters, how many there are, and each filter's choices with their counts
// over all published projects. A visitor's first read stays small whatever
// the size of the catalogue.

export const PORTFOLIO_PAGE_SIZE = 24;

/** A published project as the public sees it: no draft flag, relations as names and slugs only. */
export const publicProjectSchema = z.omit(projectEnhancedSchema, {
  is_published: true,
  category_ids: true,
  sector_ids: true,
  technology_ids: true,
});

/** One choice of a filter: a taxonomy item some published project uses, with how many do. */
export const filterOptionSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  display_order: z.number(),
  fr: refFrenchSchema,
  count: z.int().check(z.minimum(1)),
});

const perFilter = <T extends z.core.SomeType>(schema: T) => z.object({ sector: schema, technology: schema, category: schema });

export const portfolioPageSchema = z.object({
  items: z.array(publicProjectSchema),
  /** Published projects, all filters aside. */
  total: z.int().check(z.minimum(0)),
  /** Published projects the filters keep. */
  matching: z.int().check(z.minimum(0)),
  page: z.int().check(z.minimum(1)),
  pages: z.int().check(z.minimum(1)),
  per_page: z.int().check(z.minimum(1)),
  /** The filters applied: slugs the options know (any other value in the address is ignored). */
  filters: perFilter(z.nullable(z.string())),
  options: perFilter(z.array(filterOptionSchema)),
});

export type PublicProject = z.infer<typeof publicProjectSchema>;
export type FilterOption = z.infer<typeof filterOptionSchema>;
export type PortfolioPage = z.infer<typeof portfolioPageSchema>;
