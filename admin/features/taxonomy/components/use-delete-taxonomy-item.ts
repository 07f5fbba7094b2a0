import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaxonomyRow } from '#src/schemas/taxonomy-rows.ts';
import type { TaxonomyType } from '#src/schemas/taxonomy.ts';
import { useConfirm } from '#admin/components/confirm-dialog.tsx';
import { useToast } from '#admin/components/toast.tsx';
import { isSessionEnd } from '#admin/lib/errors.ts';
import { useAdminLanguage, useTexts } from '#admin/lib/language.tsx';
import { fill } from '#src/i18n/fill.ts';
import { plural } from '#src/i18n/plural.ts';
import { deleteTaxonomyItem, taxonomyKeys } from '#admin/features/taxonomy/api.ts';
import { projectCountTexts, taxonomyTexts } from '#admin/features/taxonomy/texts.ts';

// Deleting a taxonomy item: the confirmation says when projects use it (the
// server takes it off them), the toast how many projects were updated.

export function useDeleteTaxonomyItem(type: TaxonomyType, onDeleted: (item: TaxonomyRow) => void) {
  const labels = useTexts(taxonomyTexts).types[type];
  const counts = useTexts(projectCountTexts);
  const { language } = useAdminLanguage();
  const projectsOf = (count: number) => fill(plural(language, count, { one: counts.one, other: counts.many }), { count });
  const queryClient = useQueryClient();
  const toast = useToast();
  const confirm = useConfirm();

  const remove = useMutation({
    mutationFn: (item: TaxonomyRow) => deleteTaxonomyItem(type, item.id),
    onSuccess: (result, item) => {
      const updated = result.projects_updated;
      toast.success(
        updated > 0
          ? fill(labels.deletedFrom, { name: item.name, projects: projectsOf(updated) })
          : fill(labels.deleted, { name: item.name }),
      );
      onDeleted(item);
    },
    onError: (error) => {
      if (!isSessionEnd(error)) toast.error(labels.deleteFailed);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: taxonomyKeys.type(type) }),
  });

  return async (item: TaxonomyRow) => {
    const used = item.project_count ?? 0;
    const ok = await confirm({
      title: labels.deleteTitle,
      message:
        used > 0
          ? fill(labels.deleteUsed, {
              name: item.name,
              projects: projectsOf(used),
              those: plural(language, used, { one: counts.that, other: counts.those }),
            })
          : fill(labels.deleteUnused, { name: item.name }),
      confirmLabel: labels.deleteConfirm,
      tone: 'danger',
    });
    if (ok) remove.mutate(item);
  };
}
