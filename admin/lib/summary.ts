import { queryOptions } from '@tanstack/react-query';
import { adminSummary } from '#src/schemas/shell-endpoints.ts';
import { callApi } from '#admin/lib/api-client.ts';

// The site's counts (/api/admin/summary): one small answer instead of the
// seven lists they are counted from. The dashboard shows them, and the
// sidebar's count of new enquiries comes from them: a count is no personal
// data, where the inbox's list is, and every read of that list is audited.

export const summaryKey = ['summary'] as const;

/** An answer this young was read as the admin opened, beside the session check (ADR 0079): the dashboard shows it. */
const READ_ON_OPENING_MS = 3_000;

/** Read again on opening unless a save changed them or they were read as the admin opened. */
const readAgain = ({ state }: { state: { isInvalidated: boolean; dataUpdatedAt: number } }) =>
  state.isInvalidated || Date.now() - state.dataUpdatedAt > READ_ON_OPENING_MS;

export const summaryQueryOptions = () =>
  queryOptions({
    queryKey: summaryKey,
    // Any save anywhere changes the counts: they are read afresh each time the dashboard opens (the last ones show meanwhile).
    staleTime: 0,
    refetchOnMount: readAgain,
    queryFn: ({ signal }) => callApi(adminSummary, 'GET', { signal }),
  });
