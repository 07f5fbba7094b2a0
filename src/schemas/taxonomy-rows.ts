import * as z from '#src/schemas/zod-mini.ts';
import { successSchema } from '#src/schemas/api.ts';
import { taxonomyItemSchemas, technologyTypes } from '#src/schemas/taxonomy.ts';

// What /api/taxonomy answers: the items with how many enhanced projects use
// them. Apart from api.ts, whose answers every screen reads, so that those
// screens do not load the taxonomies' schemas (ADR 0090).

const projectCount = {
  project_count: z.optional(z.int().check(z.minimum(0))).check(z.describe('Enhanced projects that use this item (admin reads only)')),
};

/** A taxonomy item as /api/taxonomy answers it: admin reads add how many enhanced projects use it. */
export const taxonomyRowSchemas = {
  categories: z.extend(taxonomyItemSchemas.categories, projectCount),
  sectors: z.extend(taxonomyItemSchemas.sectors, projectCount),
  technologies: z.extend(taxonomyItemSchemas.technologies, projectCount),
} as const;

/**
 * One row of any of the three lists, whatever `?type=` asked for: technologies
 * fill the extra fields, which a category or sector never has (no defaults, so
 * none is made up for them).
 */
export const taxonomyRowSchema = z.extend(taxonomyRowSchemas.categories, {
  vendor: z.optional(z.string()),
  type: z.optional(z.union([z.literal(''), z.enum(technologyTypes)])),
  description: z.optional(z.string()),
  fr: z.prefault(z.object({ name: z._default(z.string(), ''), description: z.optional(z.string()) }), {}),
});
export type TaxonomyRow = z.infer<typeof taxonomyRowSchema>;

/** DELETE /api/taxonomy: the item is gone and was removed from `projects_updated` enhanced projects. */
export const taxonomyDeleteSchema = z.extend(successSchema, { projects_updated: z.int().check(z.minimum(0)) });
