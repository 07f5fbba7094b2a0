import { z } from '#src/schemas/zod.ts';
import { id } from '#src/schemas/common.ts';
import { projectEnhancedSchema } from '#src/schemas/project-enhanced.ts';

// What the portfolio list page carries in its HTML for the project list island
// (a `<script type="application/json">` block written by the portfolio
// function, docs/decisions/0022): the published projects and, for each
// filter, the taxonomy's order. The island hydrates from it with no
// request, then refreshes from the API.

export const PORTFOLIO_DATA_ID = 'portfolio-data';

const taxonomyEntrySchema = z.object({ id, display_order: z.number() });

export const portfolioDataSchema = z.object({
  projects: z.array(projectEnhancedSchema),
  taxonomies: z.object({
    sector: z.array(taxonomyEntrySchema),
    technology: z.array(taxonomyEntrySchema),
    category: z.array(taxonomyEntrySchema),
  }),
});

export type PortfolioData = z.infer<typeof portfolioDataSchema>;
