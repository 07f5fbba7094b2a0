import { infiniteQueryOptions } from '@tanstack/react-query';
import type { AuditAction, AuditQuery } from '#src/schemas/audit.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { callApi, withQuery } from '#admin/lib/api-client.ts';
import { downloadFile } from '#admin/lib/download.ts';
import { parisDay } from '#src/lib/calendar/company-days.ts';

// The audit log (/api/admin/audit): read only, a page at a time.

export interface AuditFilters {
  user: string;
  action: AuditAction | '';
  item: string;
  from: string;
  to: string;
}

const queryOf = (filters: AuditFilters) => Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')) as AuditQuery;

export const auditQueryOptions = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: ['audit', queryOf(filters)] as const,
    queryFn: ({ signal, pageParam }) =>
      callApi(endpoints.audit, 'GET', { query: { ...queryOf(filters), ...(pageParam ? { before: pageParam } : {}) }, signal }),
    initialPageParam: '',
    getNextPageParam: (page) => page.next,
  });

export function downloadAuditCsv(filters: AuditFilters): Promise<void> {
  return downloadFile(withQuery(endpoints.audit.path, { ...queryOf(filters), format: 'csv' }), `audit-${parisDay(Date.now())}.csv`);
}

export type { AuditAction };
