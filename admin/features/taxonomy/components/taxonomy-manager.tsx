import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { TaxonomyType } from '#src/schemas/taxonomy.ts';
import type { TaxonomyRow } from '#src/schemas/taxonomy-rows.ts';
import { useConfirm } from '#admin/components/confirm-dialog.tsx';
import { ListToolbar } from '#admin/components/list-toolbar.tsx';
import { ReorderAnnouncer, useReorder } from '#admin/components/reorder.tsx';
import { ErrorState, LoadingState } from '#admin/components/states.tsx';
import { useUnsavedChanges } from '#admin/components/unsaved-changes.tsx';
import { byDisplayOrder, compareText, labelled, useListView, type ListFilter, type SortOption } from '#admin/lib/use-list-view.ts';
import { untranslatedTaxonomyFields } from '#src/lib/translations.ts';
import { useSaveOrder } from '#admin/lib/use-reorder-mutation.ts';
import { taxonomyKeys, taxonomyQueryOptions, updateTaxonomyItem } from '#admin/features/taxonomy/api.ts';
import { TaxonomyForm } from '#admin/features/taxonomy/components/taxonomy-form.tsx';
import { TaxonomyTable } from '#admin/features/taxonomy/components/taxonomy-table.tsx';
import { useDeleteTaxonomyItem } from '#admin/features/taxonomy/components/use-delete-taxonomy-item.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { commonTexts } from '#admin/lib/texts/common.ts';
import { taxonomyTexts } from '#admin/features/taxonomy/texts.ts';
import { fill } from '#src/i18n/fill.ts';

// One taxonomy screen: the inline add/edit form, then the table with project
// counts, edit, delete (the confirmation says when projects use the item) and
// reordering, searched, filtered and sorted.

type SortKey = 'order' | 'name' | 'slug' | 'projects';

const sorts: Record<SortKey, Omit<SortOption<TaxonomyRow>, 'label'>> = {
  order: { compare: byDisplayOrder((item) => item.name) },
  name: { compare: (a, b) => compareText(a.name, b.name) },
  slug: { compare: (a, b) => compareText(a.slug, b.slug) },
  projects: { compare: (a, b) => (b.project_count ?? 0) - (a.project_count ?? 0) || compareText(a.name, b.name) },
};

const searchText = (item: TaxonomyRow) => [item.name, item.slug, item.vendor, item.type, item.description, item.fr.name].join(' ');

const filters: Record<'missing-french', Omit<ListFilter<TaxonomyRow>, 'label'>> = {
  'missing-french': { keep: (item) => untranslatedTaxonomyFields(item).length > 0 },
};

export function TaxonomyManager({
  type,
  onChanged,
  history,
}: {
  type: TaxonomyType;
  onChanged?: () => void;
  /** What shows under the form while an item is edited (its history); `done` closes the form. */
  history?: (item: TaxonomyRow, done: () => void) => ReactNode;
}) {
  const all = useTexts(taxonomyTexts);
  const common = useTexts(commonTexts);
  const labels = all.types[type];
  const query = useQuery(taxonomyQueryOptions(type));
  const confirm = useConfirm();
  const [editing, setEditing] = useState<TaxonomyRow | null>(null);
  const [formDirty, setFormDirty] = useState(false);
  const guard = useUnsavedChanges(formDirty);
  const named = useMemo(
    () => ({ sorts: labelled(sorts, all.sorts), filters: labelled(filters, { 'missing-french': all.missingFrench }) }),
    [all],
  );
  const view = useListView({ items: query.data, text: searchText, filters: named.filters, sorts: named.sorts, defaultSort: 'order' });
  const order = useSaveOrder({
    queryKey: taxonomyKeys.list(type),
    update: (id, display_order) => updateTaxonomyItem(type, id, { display_order }),
  });
  const reorder = useReorder({
    items: view.visible,
    getId: (item) => item.id,
    getLabel: (item) => item.name,
    enabled: view.canReorder,
    onReorder: (ids) => order.save(view.visible, ids),
  });

  const askDelete = useDeleteTaxonomyItem(type, (item) => {
    if (editing?.id === item.id) setEditing(null);
    onChanged?.();
  });

  const startEdit = async (item: TaxonomyRow) => {
    if (formDirty && editing?.id !== item.id) {
      const ok = await confirm({
        title: common.discardTitle,
        message: all.switchText,
        confirmLabel: common.discard,
        cancelLabel: common.keepEditing,
        tone: 'danger',
      });
      if (!ok) return;
    }
    setEditing(item);
  };

  const onDone = useCallback(() => {
    setEditing(null);
    onChanged?.();
  }, [onChanged]);

  const count = query.data?.length ?? 0;

  return (
    <>
      <TaxonomyForm key={editing?.id ?? 'new'} type={type} editing={editing} count={count} onDone={onDone} onDirtyChange={setFormDirty} />
      {editing && history ? history(editing, onDone) : null}
      {guard.dialog}
      {query.isPending ? (
        <LoadingState label={labels.loading} />
      ) : query.isError ? (
        <ErrorState message={labels.failed} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="table-empty">{labels.empty}</p>
      ) : (
        <>
          <ListToolbar
            noun={labels.noun}
            query={view.query}
            onQueryChange={view.setQuery}
            sort={view.sort}
            onSortChange={view.setSort}
            sortOptions={view.sortOptions}
            shown={view.visible.length}
            total={view.total}
            reorderHint={!view.canReorder}
            filter={view.filter}
            onFilterChange={view.setFilter}
            filterOptions={view.filterOptions}
          />
          {view.visible.length === 0 ? (
            <p className="no-results">{view.query ? fill(labels.noMatch, { query: view.query }) : labels.allTranslated}</p>
          ) : (
            <TaxonomyTable
              type={type}
              reorder={reorder}
              canReorder={view.canReorder}
              editingId={editing?.id}
              onEdit={(item) => void startEdit(item)}
              onDelete={(item) => void askDelete(item)}
            />
          )}
        </>
      )}
      <ReorderAnnouncer message={reorder.announcement} />
    </>
  );
}
