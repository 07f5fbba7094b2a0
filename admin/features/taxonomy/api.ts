import { queryOptions } from '@tanstack/react-query';
import type * as z from '#src/schemas/zod-mini.ts';
import type { TaxonomyRow } from '#src/schemas/taxonomy-rows.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import type { taxonomyInputSchemas, TaxonomyType } from '#src/schemas/taxonomy.ts';
import { callApi } from '#admin/lib/api-client.ts';

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
    queryFn: ({ signal }): Promise<TaxonomyRow[]> => callApi(endpoints.taxonomy, 'GET', { query: { type }, signal }),
  });

export const createTaxonomyItem = (type: TaxonomyType, input: TaxonomyPayload): Promise<TaxonomyRow> =>
  callApi(endpoints.taxonomy, 'POST', { query: { type }, body: input });

/** `version`: the item's updated_at the change is based on (ADR 0045); a stale one is refused with 409. */
export const updateTaxonomyItem = (
  type: TaxonomyType,
  id: string,
  patch: Partial<TaxonomyPayload>,
  version?: string,
): Promise<TaxonomyRow> => callApi(endpoints.taxonomy, 'PUT', { query: { type }, body: { ...patch, id }, version });

export const deleteTaxonomyItem = (type: TaxonomyType, id: string) => callApi(endpoints.taxonomy, 'DELETE', { query: { type, id } });
