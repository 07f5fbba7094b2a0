import { PageHeader } from '#admin/components/page-header.tsx';
import { ExportPanel } from '#admin/features/backup/components/export-panel.tsx';
import { useState } from 'react';
import { ImportPanel } from '#admin/features/backup/components/import-panel.tsx';
import type { StoredChoice } from '#admin/features/backup/components/use-restore.ts';
import { KeptBackups } from '#admin/features/backup/components/kept-backups.tsx';
import { useTexts } from '#admin/lib/language.tsx';
import { backupTexts } from '#admin/features/backup/texts.ts';
import { useDocumentTitle } from '#admin/lib/use-document-title.ts';

// /admin/backup: download, restore and the kept backups (admins only, ADR 0035).

export function BackupRoute() {
  const texts = useTexts(backupTexts);
  useDocumentTitle(texts.title);
  // A kept backup chosen for restoring: the import panel starts over with it (a new key, a fresh panel).
  const [stored, setStored] = useState<StoredChoice | null>(null);
  return (
    <>
      <PageHeader title={texts.title} description={texts.description} />
      <div className="stack staff-screen">
        <ExportPanel />
        <ImportPanel key={stored ? `${stored.name}-${String(stored.chosenAt)}` : 'file'} stored={stored} />
        <KeptBackups onRestore={setStored} />
      </div>
    </>
  );
}
