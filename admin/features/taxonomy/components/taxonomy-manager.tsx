import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { taxonomyLabels, type TaxonomyType } from '#src/schemas/taxonomy.ts';
import { useConfirm } from '#admin/components/confirm-dialog.tsx';
import { ListToolbar } from '#admin/components/list-toolbar.tsx';
import { DragHandle, MoveButtons, ReorderAnnouncer, useReorder } from '#admin/components/reorder.tsx';
import { ErrorState, LoadingState } from '#admin/components/states.tsx';
import { useToast } from '#admin/components/toast.tsx';
import { useUnsavedChanges } from '#admin/components/unsaved-changes.tsx';
import { isSessionEnd } from '#admin/lib/errors.ts';
import { orDash, plural } from '#admin/lib/format.ts';
import { byDisplayOrder, compareText, useListView, type ListFilter, type SortOption } from '#admin/lib/use-list-view.ts';
import { untranslatedTaxonomyFields } from '#src/lib/translations.ts';
import { Badge } from '#admin/components/badge.tsx';
import { useSaveOrder } from '#admin/lib/use-reorder-mutation.ts';
import { deleteTaxonomyItem, taxonomyKeys, taxonomyQueryOptions, updateTaxonomyItem } from '#admin/features/taxonomy/api.ts';
import type { TaxonomyRow } from '#src/schemas/api.ts';
import { TaxonomyForm } from '#admin/features/taxonomy/components/taxonomy-form.tsx';

// One taxonomy screen: the inline add/edit form, then the table with project
// counts, edit, delete (the confirmation says when projects use the item) and
// reordering.

type SortKey = 'order' | 'name' | 'slug' | 'projects';

const sorts: Record<SortKey, SortOption<TaxonomyRow>> = {
  order: { label: 'Display order', compare: byDisplayOrder((item) => item.name) },
  name: { label: 'Name (A–Z)', compare: (a, b) => compareText(a.name, b.name) },
  slug: { label: 'Slug (A–Z)', compare: (a, b) => compareText(a.slug, b.slug) },
  projects: { label: 'Most used', compare: (a, b) => (b.project_count ?? 0) - (a.project_count ?? 0) || compareText(a.name, b.name) },
};

const searchText = (item: TaxonomyRow) => [item.name, item.slug, item.vendor, item.type, item.description, item.fr.name].join(' ');

const filters: Record<'missing-french', ListFilter<TaxonomyRow>> = {
  'missing-french': { label: 'Missing French text', keep: (item) => untranslatedTaxonomyFields(item).length > 0 },
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function TaxonomyManager({ type, onChanged }: { type: TaxonomyType; onChanged?: () => void }) {
  const labels = taxonomyLabels[type];
  const isTechnology = type === 'technologies';
  const query = useQuery(taxonomyQueryOptions(type));
  const queryClient = useQueryClient();
  const toast = useToast();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<TaxonomyRow | null>(null);
  const [formDirty, setFormDirty] = useState(false);
  const guard = useUnsavedChanges(formDirty);
  const view = useListView({ items: query.data, text: searchText, filters, sorts, defaultSort: 'order' });
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
          ? `${capitalise(labels.singular)} “${item.name}” deleted and removed from ${plural(updated, 'project')}`
          : `${capitalise(labels.singular)} “${item.name}” deleted`,
      );
      if (editing?.id === item.id) setEditing(null);
      onChanged?.();
    },
    onError: (error) => {
      if (!isSessionEnd(error)) toast.error(`Failed to delete ${labels.singular}`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: taxonomyKeys.type(type) }),
  });

  const askDelete = async (item: TaxonomyRow) => {
    const used = item.project_count ?? 0;
    const ok = await confirm({
      title: `Delete this ${labels.singular}?`,
      message:
        used > 0
          ? `“${item.name}” is used by ${plural(used, 'project')}. Deleting it also removes it from ${used === 1 ? 'that project' : 'those projects'}. This cannot be undone.`
          : `“${item.name}” is not used by any project. This cannot be undone.`,
      confirmLabel: `Delete ${labels.singular}`,
      tone: 'danger',
    });
    if (ok) remove.mutate(item);
  };

  const startEdit = async (item: TaxonomyRow) => {
    if (formDirty && editing?.id !== item.id) {
      const ok = await confirm({
        title: 'Discard unsaved changes?',
        message: 'The form has changes that have not been saved. Edit another item and lose them?',
        confirmLabel: 'Discard changes',
        cancelLabel: 'Keep editing',
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
      {guard.dialog}
      {query.isPending ? (
        <LoadingState label={`Loading ${labels.plural}...`} />
      ) : query.isError ? (
        <ErrorState message={`The ${labels.plural} could not be loaded.`} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="table-empty">
          No {labels.plural} found. Create your first {labels.singular} above.
        </p>
      ) : (
        <>
          <ListToolbar
            noun={labels.plural}
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
            <p className="no-results">
              {view.query ? `No ${labels.singular} matches “${view.query}”.` : `Every ${labels.singular} has its French text.`}
            </p>
          ) : (
            <div className="table-wrap">
              <table className="table table--stack">
                <thead>
                  <tr>
                    <th scope="col">
                      <span className="visually-hidden">Reorder</span>
                    </th>
                    <th scope="col" className="table__number">
                      Order
                    </th>
                    <th scope="col">Name</th>
                    <th scope="col">Slug</th>
                    {isTechnology ? (
                      <>
                        <th scope="col">Type</th>
                        <th scope="col">Vendor</th>
                      </>
                    ) : null}
                    <th scope="col" className="table__number">
                      Projects
                    </th>
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
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
                      <td className="table__number" data-label="Order">
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
                            <Badge tone="hidden">French missing</Badge>
                          </span>
                        ) : null}
                      </th>
                      <td data-label="Slug">
                        <code>{item.slug}</code>
                      </td>
                      {isTechnology ? (
                        <>
                          <td data-label="Type">{orDash(item.type)}</td>
                          <td data-label="Vendor">{orDash(item.vendor)}</td>
                        </>
                      ) : null}
                      <td className="table__number" data-label="Projects">
                        {item.project_count ?? '—'}
                      </td>
                      <td className="table__actions">
                        <button
                          type="button"
                          className="button button--secondary button--small"
                          onClick={() => void startEdit(item)}
                          aria-label={`Edit ${item.name}`}
                        >
                          Edit
                        </button>
                        <button
                          type="button"
                          className="button button--danger-ghost button--small"
                          onClick={() => void askDelete(item)}
                          aria-label={`Delete ${item.name}`}
                        >
                          Delete
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
