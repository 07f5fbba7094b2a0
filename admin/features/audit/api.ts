import { queryOptions } from '@tanstack/react-query';
import { auditListSchema, type AuditAction } from '#src/schemas/audit.ts';
import { apiJson, withQuery } from '#admin/lib/api-client.ts';
import { downloadFile } from '#admin/lib/download.ts';

// The audit log (/api/admin/audit): read only.

export interface AuditFilters {
  user: string;
  action: AuditAction | '';
  item: string;
  from: string;
  to: string;
}

const queryOf = (filters: AuditFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')) as Record<string, string>;

export const auditQueryOptions = (filters: AuditFilters) =>
  queryOptions({
    queryKey: ['audit', queryOf(filters)] as const,
    queryFn: ({ signal }) => apiJson(withQuery('/api/admin/audit', queryOf(filters)), auditListSchema, { signal }),
  });

export function downloadAuditCsv(filters: AuditFilters): Promise<void> {
  return downloadFile(
    withQuery('/api/admin/audit', { ...queryOf(filters), format: 'csv' }),
    `audit-${new Date().toISOString().slice(0, 10)}.csv`,
  );
}

export type { AuditAction };
