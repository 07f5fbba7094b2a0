import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { plural } from '#src/i18n/plural.ts';
import type { TaxonomyType } from '#src/schemas/taxonomy.ts';
import { useConfirm } from '#admin/components/confirm-dialog.tsx';
import { ListToolbar } from '#admin/components/list-toolbar.tsx';
import { DragHandle, MoveButtons, ReorderAnnouncer, useReorder } from '#admin/components/reorder.tsx';
import { ErrorState, LoadingState } from '#admin/components/states.tsx';
import { useToast } from '#admin/components/toast.tsx';
import { useUnsavedChanges } from '#admin/components/unsaved-changes.tsx';
import { isSessionEnd } from '#admin/lib/errors.ts';
import { orDash } from '#admin/lib/format.ts';
import { byDisplayOrder, compareText, labelled, useListView, type ListFilter, type SortOption } from '#admin/lib/use-list-view.ts';
import { untranslatedTaxonomyFields } from '#src/lib/translations.ts';
import { Badge } from '#admin/components/badge.tsx';
import { useSaveOrder } from '#admin/lib/use-reorder-mutation.ts';
import { deleteTaxonomyItem, taxonomyKeys, taxonomyQueryOptions, updateTaxonomyItem } from '#admin/features/taxonomy/api.ts';
import type { TaxonomyRow } from '#src/schemas/api.ts';
import { TaxonomyForm } from '#admin/features/taxonomy/components/taxonomy-form.tsx';
import { useAdminLanguage, useTexts } from '#admin/lib/language.tsx';
import { commonTexts } from '#admin/lib/texts/common.ts';
import { projectCountTexts, taxonomyTexts } from '#admin/lib/texts/taxonomy.ts';
import { fill } from '#src/i18n/fill.ts';
import { useMemo } from 'react';

// One taxonomy screen: the inline add/edit form, then the table with project
// counts, edit, delete (the confirmation says when projects use the item) and
// reordering.

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
  const counts = useTexts(projectCountTexts);
  const common = useTexts(commonTexts);
  const labels = all.types[type];
  const { language } = useAdminLanguage();
  const projectsOf = (count: number) => fill(plural(language, count, { one: counts.one, other: counts.many }), { count });
  const isTechnology = type === 'technologies';
  const query = useQuery(taxonomyQueryOptions(type));
  const queryClient = useQueryClient();
  const toast = useToast();
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

  const remove = useMutation({
    mutationFn: (item: TaxonomyRow) => deleteTaxonomyItem(type, item.id),
    onSuccess: (result, item) => {
      const updated = result.projects_updated;
      toast.success(
        updated > 0
          ? fill(labels.deletedFrom, { name: item.name, projects: projectsOf(updated) })
          : fill(labels.deleted, { name: item.name }),
      );
      if (editing?.id === item.id) setEditing(null);
      onChanged?.();
    },
    onError: (error) => {
      if (!isSessionEnd(error)) toast.error(labels.deleteFailed);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: taxonomyKeys.type(type) }),
  });

  const askDelete = async (item: TaxonomyRow) => {
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
            <div className="table-wrap">
              <table className="table table--stack">
                <thead>
                  <tr>
                    <th scope="col">
                      <span className="visually-hidden">{all.columns.reorder}</span>
                    </th>
                    <th scope="col" className="table__number">
                      {all.columns.order}
                    </th>
                    <th scope="col">{all.columns.name}</th>
                    <th scope="col">{all.columns.slug}</th>
                    {isTechnology ? (
                      <>
                        <th scope="col">{all.columns.type}</th>
                        <th scope="col">{all.columns.vendor}</th>
                      </>
                    ) : null}
                    <th scope="col" className="table__number">
                      {all.columns.projects}
                    </th>
                    <th scope="col">
                      <span className="visually-hidden">{all.columns.actions}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {reorder.ordered.map((item, index) => (
                    <tr key={item.id} {...reorder.itemProps(item)} className={editing?.id === item.id ? 'is-editing' : undefined}>
                      <td className="table__reorder">
                        <DragHandle {...reorder.handleProps(item)} />
                        <MoveButtons
                          label={item.name}
                          index={index}
                          count={reorder.ordered.length}
                          enabled={view.canReorder}
                          onMove={(delta) => reorder.move(item, delta)}
                        />
                      </td>
                      <td className="table__number" data-label={all.columns.order}>
                        {item.display_order}
                      </td>
                      <th scope="row" className="table__name">
                        {item.name}
                        {isTechnology && item.description ? <span className="table__sub">{item.description}</span> : null}
                        {item.fr.name ? (
                          <span className="table__sub" lang="fr">
                            {item.fr.name}
                          </span>
                        ) : null}
                        {untranslatedTaxonomyFields(item).length > 0 ? (
                          <span className="table__sub">
                            <Badge tone="hidden">{common.frenchMissing}</Badge>
                          </span>
                        ) : null}
                      </th>
                      <td data-label={all.columns.slug}>
                        <code>{item.slug}</code>
                      </td>
                      {isTechnology ? (
                        <>
                          <td data-label={all.columns.type}>{orDash(item.type)}</td>
                          <td data-label={all.columns.vendor}>{orDash(item.vendor)}</td>
                        </>
                      ) : null}
                      <td className="table__number" data-label={all.columns.projects}>
                        {item.project_count ?? '—'}
                      </td>
                      <td className="table__actions">
                        <button
                          type="button"
                          className="button button--secondary button--small"
                          onClick={() => void startEdit(item)}
                          aria-label={fill(common.editItem, { name: item.name })}
                        >
                          {common.edit}
                        </button>
                        <button
                          type="button"
                          className="button button--danger-ghost button--small"
                          onClick={() => void askDelete(item)}
                          aria-label={fill(common.deleteItem, { name: item.name })}
                        >
                          {common.delete}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
      <ReorderAnnouncer message={reorder.announcement} />
    </>
  );
}
