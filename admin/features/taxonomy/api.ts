import { queryOptions } from '@tanstack/react-query';
import { z } from '#src/schemas/zod-mini.ts';
import { taxonomyDeleteSchema, taxonomyRowSchemas, type TaxonomyRow } from '#src/schemas/api.ts';
import { taxonomyInputSchemas, type TaxonomyType } from '#src/schemas/taxonomy.ts';
import { apiJson, withQuery } from '#admin/lib/api-client.ts';

// Categories, sectors and technologies (/api/taxonomy?type=…). With the admin
// token each item also says how many enhanced projects use it.

export const taxonomyKeys = {
  all: ['taxonomy'] as const,
  type: (type: TaxonomyType) => [...taxonomyKeys.all, type] as const,
  list: (type: TaxonomyType) => [...taxonomyKeys.type(type), 'list'] as const,
};

/** A validated item as the forms send it. */
export type TaxonomyPayload = z.output<(typeof taxonomyInputSchemas)[TaxonomyType]>;

export const taxonomyQueryOptions = (type: TaxonomyType) =>
  queryOptions({
    queryKey: taxonomyKeys.list(type),
    queryFn: async ({ signal }): Promise<TaxonomyRow[]> =>
      apiJson(withQuery('/api/taxonomy', { type }), z.array(taxonomyRowSchemas[type]), { signal }),
  });

export const createTaxonomyItem = (type: TaxonomyType, input: TaxonomyPayload): Promise<TaxonomyRow> =>
  apiJson(withQuery('/api/taxonomy', { type }), taxonomyRowSchemas[type], { method: 'POST', body: input });

export const updateTaxonomyItem = (type: TaxonomyType, id: string, patch: Partial<TaxonomyPayload>): Promise<TaxonomyRow> =>
  apiJson(withQuery('/api/taxonomy', { type }), taxonomyRowSchemas[type], { method: 'PUT', body: { ...patch, id } });

export const deleteTaxonomyItem = (type: TaxonomyType, id: string) =>
  apiJson(withQuery('/api/taxonomy', { type, id }), taxonomyDeleteSchema, { method: 'DELETE' });
