import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TaxonomyType } from '#src/schemas/taxonomy.ts';
import { PageHeader } from '#admin/components/page-header.tsx';
import { useDocumentTitle } from '#admin/lib/use-document-title.ts';
import { projectEnhancedKeys } from '#admin/features/projects-enhanced/api.ts';
import { TaxonomyManager } from '#admin/features/taxonomy/components/taxonomy-manager.tsx';
import { taxonomyKeys } from '#admin/features/taxonomy/api.ts';
import { HistoryPanel } from '#admin/features/history/components/history-panel.tsx';
import { useTexts } from '#admin/lib/language.tsx';
import { taxonomyTexts } from '#admin/features/taxonomy/texts.ts';

// /admin/categories, /admin/sectors, /admin/technologies. A change here shows
// in the enhanced projects too (names, removed relations), so they reload.
// The item being edited shows its history under the form.

export function TaxonomyRoute({ type }: { type: TaxonomyType }) {
  const { title, description } = useTexts(taxonomyTexts).types[type];
  useDocumentTitle(title);
  const queryClient = useQueryClient();
  const onChanged = useCallback(() => void queryClient.invalidateQueries({ queryKey: projectEnhancedKeys.all }), [queryClient]);
  return (
    <>
      <PageHeader title={title} description={description} />
      <TaxonomyManager
        key={type}
        type={type}
        onChanged={onChanged}
        history={(item, done) => (
          <HistoryPanel
            collection={type}
            id={item.id}
            onRestored={() => {
              void queryClient.invalidateQueries({ queryKey: taxonomyKeys.all });
              done();
            }}
          />
        )}
      />
    </>
  );
}
