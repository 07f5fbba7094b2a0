import { queryOptions } from '@tanstack/react-query';
import { z } from '#src/schemas/zod.ts';
import { taxonomyInputSchemas, taxonomyItemSchemas, type TaxonomyType } from '#src/schemas/taxonomy.ts';
import { apiJson, withQuery } from '#admin/lib/api-client.ts';

// Categories, sectors and technologies (/api/metadata?type=…). With the admin
// token each item also says how many enhanced projects use it.

export const taxonomyKeys = {
  all: ['metadata'] as const,
  type: (type: TaxonomyType) => [...taxonomyKeys.all, type] as const,
  list: (type: TaxonomyType) => [...taxonomyKeys.type(type), 'list'] as const,
};

const withCount = { project_count: z.number().int().min(0).optional() };

const rowSchemas = {
  categories: taxonomyItemSchemas.categories.extend(withCount),
  sectors: taxonomyItemSchemas.sectors.extend(withCount),
  technologies: taxonomyItemSchemas.technologies.extend(withCount),
} as const;

/** One row of any of the three lists; technologies fill the extra fields. */
export interface TaxonomyRow {
  id: string;
  name: string;
  slug: string;
  display_order: number;
  vendor?: string;
  type?: string;
  description?: string;
  project_count?: number | undefined;
}

/** A validated item as the forms send it. */
export type TaxonomyPayload = z.output<(typeof taxonomyInputSchemas)[TaxonomyType]>;

export const taxonomyQueryOptions = (type: TaxonomyType) =>
  queryOptions({
    queryKey: taxonomyKeys.list(type),
    queryFn: async ({ signal }): Promise<TaxonomyRow[]> =>
      apiJson(withQuery('/api/metadata', { type }), z.array(rowSchemas[type]), { signal }),
  });

export const createTaxonomyItem = (type: TaxonomyType, input: TaxonomyPayload): Promise<TaxonomyRow> =>
  apiJson(withQuery('/api/metadata', { type }), rowSchemas[type], { method: 'POST', body: input });

export const updateTaxonomyItem = (type: TaxonomyType, id: string, patch: Partial<TaxonomyPayload>): Promise<TaxonomyRow> =>
  apiJson(withQuery('/api/metadata', { type }), rowSchemas[type], { method: 'PUT', body: { ...patch, id } });

const deleteResponseSchema = z.object({ success: z.literal(true), projects_updated: z.number().int().min(0).optional() });

export const deleteTaxonomyItem = (type: TaxonomyType, id: string) =>
  apiJson(withQuery('/api/metadata', { type, id }), deleteResponseSchema, { method: 'DELETE' });
