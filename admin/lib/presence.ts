import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { endpoints } from '#src/schemas/endpoints.ts';
import { PRESENCE } from '#src/schemas/presence.ts';
import { callApi } from '#admin/lib/api-client.ts';

// An edit screen's presence (ADR 0045): it says every 20 seconds that it has
// the item open, and shows who else has; on leaving it says so, with a request
// that outlives the page.

const presenceKeys = { item: (item: string) => ['presence', item] as const };

/** The other members of staff with `item` (`<collection>/<id>`) open; none until the first answer. */
export function usePresence(item: string) {
  const query = useQuery({
    queryKey: presenceKeys.item(item),
    queryFn: ({ signal }) => callApi(endpoints.adminPresence, 'POST', { body: { item }, signal }),
    refetchInterval: PRESENCE.heartbeatSeconds * 1000,
    // The heartbeat is what keeps the item marked open: never served from the cache.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  useEffect(
    () => () => {
      void callApi(endpoints.adminPresence, 'DELETE', { query: { item }, keepalive: true }).catch(() => undefined);
    },
    [item],
  );
  return query.data?.others ?? [];
}
