import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '#src/schemas/endpoints.ts';
import type { PrivacyExport } from '#src/schemas/privacy.ts';
import { callApi } from '#admin/lib/api-client.ts';
import { saveFile } from '#admin/lib/download.ts';
import { summaryKey } from '#admin/lib/summary.ts';

// A person's privacy requests (/api/admin/privacy/*, administrators only):
// find what the site holds about an address, send it to them as a file, or
// erase it everywhere. Finding is an export of personal data, recorded in the
// audit log, so it runs when asked, never as a background query.

export function useFindPersonalData() {
  return useMutation({
    mutationFn: (email: string) => callApi(endpoints.adminPrivacyExport, 'GET', { query: { email } }),
  });
}

/** Erases an address; the inbox and the dashboard's counts are read again (not awaited). */
export function useErasePersonalData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => callApi(endpoints.adminPrivacyErase, 'POST', { body: { email } }),
    onSuccess: () => {
      // The enquiries' and the applications' keys (features own them) and the counts: what was erased leaves all three.
      void queryClient.invalidateQueries({ queryKey: ['enquiries'] });
      void queryClient.invalidateQueries({ queryKey: ['applications'] });
      void queryClient.invalidateQueries({ queryKey: summaryKey });
    },
  });
}

/** What was found, as the file the person is sent: the same JSON the API answered. */
export function savePersonalData(found: PrivacyExport): void {
  saveFile(
    new Blob([JSON.stringify(found, null, 2)], { type: 'application/json' }),
    `personal-data-${found.generated_at.slice(0, 10)}.json`,
  );
}
