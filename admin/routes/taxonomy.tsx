import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { taxonomyLabels, type TaxonomyType } from '#src/schemas/taxonomy.ts';
import { PageHeader } from '#admin/components/page-header.tsx';
import { useDocumentTitle } from '#admin/lib/use-document-title.ts';
import { projectEnhancedKeys } from '#admin/features/projects-enhanced/api.ts';
import { TaxonomyManager } from '#admin/features/taxonomy/components/taxonomy-manager.tsx';

// /admin/categories, /admin/sectors, /admin/technologies. A change here shows
// in the enhanced projects too (names, removed relations), so they reload.

const descriptions: Record<TaxonomyType, string> = {
  categories: 'The kinds of work a project belongs to.',
  sectors: 'The industries the projects serve.',
  technologies: 'Systems, hardware, software and protocols used in the projects.',
};

export function TaxonomyRoute({ type }: { type: TaxonomyType }) {
  const { title } = taxonomyLabels[type];
  useDocumentTitle(title);
  const queryClient = useQueryClient();
  const onChanged = useCallback(() => void queryClient.invalidateQueries({ queryKey: projectEnhancedKeys.all }), [queryClient]);
  return (
    <>
      <PageHeader title={title} description={descriptions[type]} />
      <TaxonomyManager key={type} type={type} onChanged={onChanged} />
    </>
  );
}
