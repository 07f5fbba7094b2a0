import { PageHeader } from '#admin/components/page-header.tsx';
import { ExportPanel } from '#admin/features/backup/components/export-panel.tsx';
import { ImportPanel } from '#admin/features/backup/components/import-panel.tsx';
import { KeptBackups } from '#admin/features/backup/components/kept-backups.tsx';
import { useTexts } from '#admin/lib/language.tsx';
import { backupTexts } from '#admin/lib/texts/backup.ts';
import { useDocumentTitle } from '#admin/lib/use-document-title.ts';

// /admin/backup: download, restore and the kept backups (admins only, ADR 0035).

export function BackupRoute() {
  const texts = useTexts(backupTexts);
  useDocumentTitle(texts.title);
  return (
    <>
      <PageHeader title={texts.title} description={texts.description} />
      <div className="stack staff-screen">
        <ExportPanel />
        <ImportPanel />
        <KeptBackups />
      </div>
    </>
  );
}
