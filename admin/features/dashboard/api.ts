import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '#src/schemas/endpoints.ts';
import { callApi } from '#admin/lib/api-client.ts';

// The dashboard's counts (/api/admin/summary): one small answer instead of the
// seven lists they are counted from.

export const summaryQueryOptions = () =>
  queryOptions({
    queryKey: ['summary'] as const,
    // Any save anywhere changes the counts: they are read afresh each time the dashboard opens (the last ones show meanwhile).
    staleTime: 0,
    queryFn: ({ signal }) => callApi(endpoints.adminSummary, 'GET', { signal }),
  });
