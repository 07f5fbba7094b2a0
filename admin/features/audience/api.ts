import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { endpoints } from '#src/schemas/endpoints.ts';
import { callApi } from '#admin/lib/api-client.ts';

// The Audience screen's one read (GET /api/admin/audience): a period's figures.

export interface Period {
  from: string;
  to: string;
}

export const audienceQueryOptions = (period: Period) =>
  queryOptions({
    queryKey: ['audience', period.from, period.to] as const,
    queryFn: ({ signal }) => callApi(endpoints.adminAudience, 'GET', { query: { from: period.from, to: period.to }, signal }),
    // Another period keeps the figures shown (and the table opened) until its own arrive.
    placeholderData: keepPreviousData,
  });
