import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoredBackup } from '#src/schemas/backup.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { callApi } from '#admin/lib/api-client.ts';
import { downloadKeptBackup, uploadBackup, type Progress } from '#admin/features/backup/transfer.ts';

// Backup and restore (/api/admin/backups, import; admins only; ADR 0035, 0036).

const backupKeys = {
  all: ['backups'] as const,
  list: () => [...backupKeys.all, 'list'] as const,
};

export const backupsQueryOptions = () =>
  queryOptions({
    queryKey: backupKeys.list(),
    queryFn: ({ signal }) => callApi(endpoints.adminBackups, 'GET', { signal }),
  });

/** A backup the site now keeps, first in the list (newest first) without fetching it again. */
function useAddKept() {
  const queryClient = useQueryClient();
  return (kept: StoredBackup) => {
    queryClient.setQueryData(backupKeys.list(), (list: StoredBackup[] | undefined) =>
      list ? [kept, ...list.filter((backup) => backup.name !== kept.name)] : list,
    );
    void queryClient.invalidateQueries({ queryKey: backupKeys.list() });
  };
}

/**
 * Download a backup of the site as it is: the site takes one and keeps it with
 * the others, then it comes down part by part, whatever its size.
 */
export function useDownloadBackup() {
  const addKept = useAddKept();
  return useMutation({
    mutationFn: async ({ enquiries, onProgress }: { enquiries: boolean; onProgress: Progress }) => {
      const kept = await callApi(endpoints.adminBackups, 'POST', { body: { enquiries } });
      addKept(kept);
      await downloadKeptBackup(kept.name, onProgress);
      return kept;
    },
  });
}

/** Delete a kept backup; the list drops it at once. */
export function useDeleteBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => callApi(endpoints.adminBackups, 'DELETE', { query: { name } }),
    onSuccess: (_, name) => {
      queryClient.setQueryData(backupKeys.list(), (list: StoredBackup[] | undefined) => list?.filter((backup) => backup.name !== name));
    },
  });
}

export function downloadStoredBackup({ name, onProgress }: { name: string; onProgress: Progress }): Promise<void> {
  return downloadKeptBackup(name, onProgress);
}

/** A file too large for one request goes up in parts; the site checks it and keeps it, to restore by its name. */
export function useUploadBackup() {
  const addKept = useAddKept();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: Progress }) => uploadBackup(file, onProgress),
    onSuccess: addKept,
  });
}

/**
 * What to restore: a file chosen on this computer, or a backup kept in the
 * store (restored where it is: no upload). A large file is kept first
 * (`uploaded`), then restored like a kept one.
 */
export type BackupSource = { file: File } | { stored: string; uploaded?: boolean };

function importCall(endpoint: typeof endpoints.adminImport | typeof endpoints.adminImportPreview, source: BackupSource) {
  return 'file' in source
    ? callApi(endpoint, 'POST', { file: source.file })
    : callApi(endpoint, 'POST', { query: { backup: source.stored } });
}

/** The dry run: what importing would do, nothing written. */
export function useImportPreview() {
  return useMutation({ mutationFn: (source: BackupSource) => importCall(endpoints.adminImportPreview, source) });
}

/** The import itself: every cached answer may have changed, so all are fetched again (not awaited). */
export function useImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (source: BackupSource) => importCall(endpoints.adminImport, source),
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
