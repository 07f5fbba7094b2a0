import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { importSummarySchema, storedBackupListSchema } from '#src/schemas/backup.ts';
import { apiJson, withQuery } from '#admin/lib/api-client.ts';
import { downloadFile } from '#admin/lib/download.ts';

// Backup and restore (/api/admin/export, import, backups; admins only; ADR 0035).

const backupKeys = {
  all: ['backups'] as const,
  list: () => [...backupKeys.all, 'list'] as const,
};

export const backupsQueryOptions = () =>
  queryOptions({
    queryKey: backupKeys.list(),
    queryFn: ({ signal }) => apiJson('/api/admin/backups', storedBackupListSchema, { signal }),
  });

const today = () => new Date().toISOString().slice(0, 10);

export function downloadExport(includeEnquiries: boolean): Promise<void> {
  return downloadFile(
    withQuery('/api/admin/export', { enquiries: includeEnquiries ? '1' : undefined }),
    `caronte-backup-${today()}.zip`,
    'application/zip',
  );
}

export function downloadStoredBackup(name: string): Promise<void> {
  return downloadFile(withQuery('/api/admin/backups', { name }), name, 'application/zip');
}

/** What to restore: a file chosen on this computer, or a backup kept in the store (restored where it is: no upload). */
export type BackupSource = { file: File } | { stored: string };

function importCall(path: string, source: BackupSource) {
  return 'file' in source
    ? apiJson(path, importSummarySchema, { method: 'POST', file: { body: source.file, contentType: 'application/zip' } })
    : apiJson(withQuery(path, { backup: source.stored }), importSummarySchema, { method: 'POST' });
}

/** The dry run: what importing would do, nothing written. */
export function useImportPreview() {
  return useMutation({ mutationFn: (source: BackupSource) => importCall('/api/admin/import/preview', source) });
}

/** The import itself: every cached answer may have changed, so all are fetched again (not awaited). */
export function useImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (source: BackupSource) => importCall('/api/admin/import', source),
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
