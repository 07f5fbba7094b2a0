import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '#admin/components/badge.tsx';
import { useConfirm } from '#admin/components/confirm-dialog.tsx';
import { ListToolbar } from '#admin/components/list-toolbar.tsx';
import { DragHandle, MoveButtons, ReorderAnnouncer, useReorder } from '#admin/components/reorder.tsx';
import { Thumb } from '#admin/components/thumb.tsx';
import { EmptyState, ErrorState, LoadingState } from '#admin/components/states.tsx';
import { useToast } from '#admin/components/toast.tsx';
import { failureMessage, isSessionEnd } from '#admin/lib/errors.ts';
import { joinParts, plural } from '#admin/lib/format.ts';
import { paths } from '#admin/lib/paths.ts';
import { byDisplayOrder, compareText, useListView, type ListFilter, type SortOption } from '#admin/lib/use-list-view.ts';
import { untranslatedFields } from '#src/lib/translations.ts';
import { useSaveOrder } from '#admin/lib/use-reorder-mutation.ts';
import {
  projectEnhancedKeys,
  projectsEnhancedQueryOptions,
  updateProjectEnhanced,
  useDeleteProjectEnhanced,
  useUpdateProjectEnhanced,
  type ProjectEnhanced,
} from '#admin/features/projects-enhanced/api.ts';
import { ProjectPreview } from '#admin/features/projects-enhanced/components/project-preview.tsx';

// Enhanced projects: badges, client and place, duration, categories, sectors,
// technology count; Preview & Print, publish toggle, Edit, Delete; reordering.

const sorts: Record<'order' | 'title' | 'client' | 'updated', SortOption<ProjectEnhanced>> = {
  order: { label: 'Display order', compare: byDisplayOrder((project) => project.title) },
  title: { label: 'Title (A–Z)', compare: (a, b) => compareText(a.title, b.title) },
  client: { label: 'Client (A–Z)', compare: (a, b) => compareText(a.client, b.client) || compareText(a.title, b.title) },
  updated: { label: 'Recently updated', compare: (a, b) => b.updated_at.localeCompare(a.updated_at) },
};

const filters: Record<'missing-french', ListFilter<ProjectEnhanced>> = {
  'missing-french': { label: 'Missing French text', keep: (project) => untranslatedFields(project).length > 0 },
};

const searchText = (project: ProjectEnhanced) =>
  [
    project.title,
    project.client,
    project.location_city,
    project.location_country,
    project.project_summary,
    ...project.categories.map((item) => item.name),
    ...project.sectors.map((item) => item.name),
    ...project.technologies.map((item) => item.name),
  ].join(' ');

export function ProjectEnhancedList() {
  const query = useQuery(projectsEnhancedQueryOptions());
  const toast = useToast();
  const confirm = useConfirm();
  const [previewId, setPreviewId] = useState<string | null>(null);
  const view = useListView({ items: query.data, text: searchText, filters, sorts, defaultSort: 'order' });
  const order = useSaveOrder({
    queryKey: projectEnhancedKeys.list(),
    update: (id, display_order) => updateProjectEnhanced(id, { display_order }),
  });
  const reorder = useReorder({
    items: view.visible,
    getId: (project) => project.id,
    getLabel: (project) => project.title,
    enabled: view.canReorder,
    onReorder: (ids) => order.save(view.visible, ids),
  });

  const toggle = useUpdateProjectEnhanced();
  const togglePublished = (project: ProjectEnhanced) =>
    toggle.mutate(
      { id: project.id, patch: { is_published: !project.is_published } },
      {
        onSuccess: (saved) => toast.success(saved.is_published ? `“${saved.title}” is published` : `“${saved.title}” is now a draft`),
        onError: (error) => {
          if (!isSessionEnd(error)) toast.error(failureMessage(error, 'Failed to save project'));
        },
      },
    );

  const remove = useDeleteProjectEnhanced();
  const removeOne = (project: ProjectEnhanced) =>
    remove.mutate(project, {
      onSuccess: () => toast.success(`Project “${project.title}” deleted`),
      onError: (error) => {
        if (!isSessionEnd(error)) toast.error('Failed to delete project');
      },
    });

  const askDelete = async (project: ProjectEnhanced) => {
    const ok = await confirm({
      title: 'Delete this project?',
      message: `“${project.title}” will be removed from the website and the admin permanently. This cannot be undone.`,
      confirmLabel: 'Delete project',
      tone: 'danger',
    });
    if (ok) removeOne(project);
  };

  if (query.isPending) return <LoadingState label="Loading projects..." />;
  if (query.isError) return <ErrorState message="The projects could not be loaded." onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) {
    return (
      <EmptyState
        title="No projects yet"
        text="Enhanced projects are shown publicly on the Projects page of the website."
        action={
          <Link to={paths.projectsEnhanced.create} className="button button--primary">
            Create your first project
          </Link>
        }
      />
    );
  }

  const previewed = previewId ? query.data.find((project) => project.id === previewId) : undefined;

  return (
    <>
      <ListToolbar
        noun="projects"
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
        <p className="no-results">No project matches “{view.query}”.</p>
      ) : (
        <ul className="card-list" aria-label="Projects">
          {reorder.ordered.map((project, index) => {
            const place = joinParts(project.location_city, project.location_country);
            return (
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
                  <span className="order-pill" title="Display order">
                    #{project.display_order}
                  </span>
                </div>
                <div className="item-card__media item-card__media--logo">
                  <Thumb src={project.logo_url} />
                </div>
                <div className="item-card__body">
                  <h2 className="item-card__title">
                    {project.title}
                    {project.is_featured ? <Badge tone="featured">Featured</Badge> : null}
                    {project.is_published ? null : <Badge tone="draft">Draft</Badge>}
                    {project.is_ongoing ? <Badge tone="info">Ongoing</Badge> : null}
                    {untranslatedFields(project).length > 0 ? <Badge tone="hidden">French missing</Badge> : null}
                  </h2>
                  <p className="item-card__meta">
                    <span>{project.client}</span>
                    {place ? <span>{place}</span> : null}
                    {project.duration_display ? <span>{project.duration_display}</span> : null}
                  </p>
                  <dl className="item-card__relations">
                    <div>
                      <dt>Categories</dt>
                      <dd>{project.categories.length ? project.categories.map((item) => item.name).join(', ') : '—'}</dd>
                    </div>
                    <div>
                      <dt>Sectors</dt>
                      <dd>{project.sectors.length ? project.sectors.map((item) => item.name).join(', ') : '—'}</dd>
                    </div>
                    <div>
                      <dt>Technologies</dt>
                      <dd>{plural(project.technologies.length, 'technology', 'technologies')}</dd>
                    </div>
                  </dl>
                </div>
                <div className="item-card__actions">
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => setPreviewId(project.id)}
                    aria-label={`Preview & Print ${project.title}`}
                  >
                    Preview &amp; Print
                  </button>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => togglePublished(project)}
                    disabled={toggle.isPending && toggle.variables.id === project.id}
                    aria-label={`${project.is_published ? 'Unpublish' : 'Publish'} ${project.title}`}
                  >
                    {project.is_published ? 'Unpublish' : 'Publish'}
                  </button>
                  <Link
                    to={paths.projectsEnhanced.edit(project.id)}
                    className="button button--secondary button--small"
                    aria-label={`Edit ${project.title}`}
                  >
                    Edit
                  </Link>
                  <button
                    type="button"
                    className="button button--danger-ghost button--small"
                    onClick={() => void askDelete(project)}
                    aria-label={`Delete ${project.title}`}
                  >
                    Delete
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ReorderAnnouncer message={reorder.announcement} />
      {previewed ? <ProjectPreview project={previewed} onClose={() => setPreviewId(null)} /> : null}
    </>
  );
}
