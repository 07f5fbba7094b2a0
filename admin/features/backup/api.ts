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

const asZip = (file: File) => ({ body: file, contentType: 'application/zip' });

/** The dry run: what importing the file would do, nothing written. */
export function useImportPreview() {
  return useMutation({
    mutationFn: (file: File) => apiJson('/api/admin/import/preview', importSummarySchema, { method: 'POST', file: asZip(file) }),
  });
}

/** The import itself: every cached answer may have changed, so all are fetched again (not awaited). */
export function useImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => apiJson('/api/admin/import', importSummarySchema, { method: 'POST', file: asZip(file) }),
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
