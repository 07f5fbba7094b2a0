import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '#src/schemas/endpoints.ts';
import { callApi } from '#admin/lib/api-client.ts';

// Job offers (/api/jobs) as staff read them: every one, open, scheduled,
// closed or draft. Shared by the Jobs screen and the applications inbox (which
// names and filters applications by offer), so that both read one cache and a
// job saved on one screen shows on the other at once.

export const jobKeys = {
  all: ['jobs'] as const,
  list: () => [...jobKeys.all, 'list'] as const,
  detail: (id: string) => [...jobKeys.all, 'detail', id] as const,
};

export const jobsQueryOptions = () =>
  queryOptions({
    queryKey: jobKeys.list(),
    queryFn: ({ signal }) => callApi(endpoints.jobs, 'GET', { signal }),
  });
