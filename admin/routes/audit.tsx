import { PageHeader } from '#admin/components/page-header.tsx';
import { useDocumentTitle } from '#admin/lib/use-document-title.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { auditTexts } from '#admin/features/audit/texts.ts';
import { AuditLog } from '#admin/features/audit/components/audit-log.tsx';

// /admin/audit: the audit log with its filters and CSV export.

export function AuditRoute() {
  const texts = useTexts(auditTexts);
  useDocumentTitle(texts.title);
  return (
    <>
      <PageHeader title={texts.title} description={texts.description} />
      <AuditLog />
    </>
  );
}
