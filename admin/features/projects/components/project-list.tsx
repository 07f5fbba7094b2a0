import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Badge } from '#admin/components/badge.tsx';
import { useConfirm } from '#admin/components/confirm-dialog.tsx';
import { ListToolbar } from '#admin/components/list-toolbar.tsx';
import { DragHandle, MoveButtons, ReorderAnnouncer, useReorder } from '#admin/components/reorder.tsx';
import { Thumb } from '#admin/components/thumb.tsx';
import { EmptyState, ErrorState, LoadingState } from '#admin/components/states.tsx';
import { useToast } from '#admin/components/toast.tsx';
import { failureMessage, isSessionEnd } from '#admin/lib/errors.ts';
import { paths } from '#admin/lib/paths.ts';
import { byDisplayOrder, compareText, labelled, useListView, type SortOption } from '#admin/lib/use-list-view.ts';
import { useSaveOrder } from '#admin/lib/use-reorder-mutation.ts';
import {
  projectKeys,
  projectsQueryOptions,
  updateProject,
  useDeleteProject,
  useUpdateProject,
  type Project,
} from '#admin/features/projects/api.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { itemTexts } from '#admin/lib/texts/items.ts';
import { projectTexts } from '#admin/lib/texts/projects.ts';
import { oldProjectTexts } from '#admin/features/projects/texts.ts';
import { fill } from '#src/i18n/fill.ts';
import { useMemo } from 'react';

// The old projects as cards: Draft badge, publish toggle, edit, delete after
// confirmation, reordering by drag or by the move buttons.

const sorts: Record<'order' | 'title' | 'client' | 'updated', Omit<SortOption<Project>, 'label'>> = {
  order: { compare: byDisplayOrder((project) => project.title) },
  title: { compare: (a, b) => compareText(a.title, b.title) },
  client: { compare: (a, b) => compareText(a.client, b.client) || compareText(a.title, b.title) },
  updated: { compare: (a, b) => b.updated_at.localeCompare(a.updated_at) },
};

const searchText = (project: Project) =>
  [project.title, project.client, project.category, project.location, project.description, ...project.technologies].join(' ');

export function ProjectList() {
  const query = useQuery(projectsQueryOptions());
  const toast = useToast();
  const confirm = useConfirm();
  const texts = useTexts(projectTexts);
  const old = useTexts(oldProjectTexts);
  const common = useTexts(itemTexts);
  const namedSorts = useMemo(() => labelled(sorts, texts.sorts), [texts]);
  const view = useListView({ items: query.data, text: searchText, sorts: namedSorts, defaultSort: 'order' });
  const order = useSaveOrder({
    queryKey: projectKeys.list(),
    detail: projectKeys.detail,
    update: (id, display_order) => updateProject(id, { display_order }),
  });
  const reorder = useReorder({
    items: view.visible,
    getId: (project) => project.id,
    getLabel: (project) => project.title,
    enabled: view.canReorder,
    onReorder: (ids) => order.save(view.visible, ids),
  });

  const toggle = useUpdateProject();
  const togglePublished = (project: Project) =>
    toggle.mutate(
      { id: project.id, patch: { is_published: !project.is_published } },
      {
        onSuccess: (saved) => toast.success(fill(saved.is_published ? texts.published : texts.nowDraft, { title: saved.title })),
        onError: (error) => {
          if (!isSessionEnd(error)) toast.error(failureMessage(error, texts.saveFailed));
        },
      },
    );

  const remove = useDeleteProject();
  const removeOne = (project: Project) =>
    remove.mutate(project, {
      onSuccess: () => toast.success(fill(texts.deleted, { title: project.title })),
      onError: (error) => {
        if (!isSessionEnd(error)) toast.error(texts.deleteFailed);
      },
    });

  const askDelete = async (project: Project) => {
    const ok = await confirm({
      title: texts.deleteTitle,
      message: fill(old.deleteText, { title: project.title }),
      confirmLabel: texts.deleteConfirm,
      tone: 'danger',
    });
    if (ok) removeOne(project);
  };

  if (query.isPending) return <LoadingState label={texts.loading} />;
  if (query.isError) return <ErrorState message={texts.failed} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) {
    return (
      <EmptyState
        title={texts.emptyTitle}
        action={
          <Link to={paths.projects.create} className="button button--primary">
            {texts.createFirst}
          </Link>
        }
      />
    );
  }

  return (
    <>
      <ListToolbar
        noun={texts.noun}
        query={view.query}
        onQueryChange={view.setQuery}
        sort={view.sort}
        onSortChange={view.setSort}
        sortOptions={view.sortOptions}
        shown={view.visible.length}
        total={view.total}
        reorderHint={!view.canReorder}
      />
      {view.visible.length === 0 ? (
        <p className="no-results">{fill(texts.noMatch, { query: view.query })}</p>
      ) : (
        <ul className="card-list" aria-label={texts.listLabel}>
          {reorder.ordered.map((project, index) => (
            <li key={project.id} className="item-card" {...reorder.itemProps(project)}>
              <div className="item-card__order">
                <DragHandle {...reorder.handleProps(project)} />
                <MoveButtons
                  label={project.title}
                  index={index}
                  count={reorder.ordered.length}
                  enabled={view.canReorder}
                  onMove={(delta) => reorder.move(project, delta)}
                />
                <span className="order-pill" title={common.displayOrder}>
                  #{project.display_order}
                </span>
              </div>
              <div className="item-card__media">
                <Thumb src={project.image_url} />
              </div>
              <div className="item-card__body">
                <h2 className="item-card__title">
                  {project.title}
                  {project.is_published ? null : <Badge tone="draft">{common.draft}</Badge>}
                </h2>
                <p className="item-card__meta">
                  <span>{project.client}</span>
                  <span>{old.categoryNames[project.category]}</span>
                  {project.location ? <span>{project.location}</span> : null}
                  {project.duration ? <span>{project.duration}</span> : null}
                </p>
                <p className="item-card__text">{project.description}</p>
                {project.technologies.length > 0 ? (
                  <ul className="tag-list" aria-label={texts.technologies}>
                    {project.technologies.map((technology) => (
                      <li key={technology} className="chip">
                        {technology}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
              <div className="item-card__actions">
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => togglePublished(project)}
                  disabled={toggle.isPending && toggle.variables.id === project.id}
                  aria-label={fill(project.is_published ? texts.unpublishItem : texts.publishItem, { title: project.title })}
                >
                  {project.is_published ? texts.unpublish : texts.publish}
                </button>
                <Link
                  to={paths.projects.edit(project.id)}
                  className="button button--secondary button--small"
                  aria-label={fill(common.editItem, { name: project.title })}
                >
                  {common.edit}
                </Link>
                <button
                  type="button"
                  className="button button--danger-ghost button--small"
                  onClick={() => void askDelete(project)}
                  aria-label={fill(common.deleteItem, { name: project.title })}
                >
                  {common.delete}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ReorderAnnouncer message={reorder.announcement} />
    </>
  );
}
