import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '#admin/components/page-header.tsx';
import { useDocumentTitle } from '#admin/lib/use-document-title.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { historyTexts } from '#admin/features/history/texts.ts';
import { clientKeys } from '#admin/features/clients/api.ts';
import { DeletedList } from '#admin/features/history/components/deleted-list.tsx';
import { projectKeys } from '#admin/features/projects/api.ts';
import { settingsKeys } from '#admin/features/settings/api.ts';
import { projectEnhancedKeys } from '#admin/features/projects-enhanced/api.ts';
import { taxonomyKeys } from '#admin/features/taxonomy/api.ts';
import { credentialKeys } from '#admin/features/credentials/api.ts';
import { documentKeys } from '#admin/features/documents/api.ts';
import { jobKeys } from '#admin/lib/jobs/queries.ts';
import type { HistoryCollection } from '#admin/features/history/api.ts';

// /admin/recently-deleted. A restored item is back in its own list:
// that list is read again when next shown (the restore's answer is the stored
// record, which the lists show resolved or counted).

// A restored taxonomy item is linked again to projects, whose lists show its name.
const listKeys: Record<HistoryCollection, readonly (readonly unknown[])[]> = {
  projects: [projectKeys.all],
  'projects-enhanced': [projectEnhancedKeys.all],
  clients: [clientKeys.all],
  credentials: [credentialKeys.all],
  documents: [documentKeys.all],
  jobs: [jobKeys.all],
  categories: [taxonomyKeys.all, projectEnhancedKeys.all],
  sectors: [taxonomyKeys.all, projectEnhancedKeys.all],
  technologies: [taxonomyKeys.all, projectEnhancedKeys.all],
  settings: [settingsKeys.all],
  // Pages are never deleted: none is ever listed here.
  pages: [],
};

export function RecentlyDeletedRoute() {
  const texts = useTexts(historyTexts);
  useDocumentTitle(texts.deletedTitle);
  const queryClient = useQueryClient();
  return (
    <>
      <PageHeader title={texts.deletedTitle} description={texts.deletedDescription} />
      <DeletedList
        onRestored={(entry) => {
          for (const queryKey of listKeys[entry.collection]) void queryClient.invalidateQueries({ queryKey });
        }}
      />
    </>
  );
}
