import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useConfirm } from '#admin/components/confirm-dialog.tsx';
import { ListToolbar } from '#admin/components/list-toolbar.tsx';
import { Pager } from '#admin/components/pager.tsx';
import { ReorderAnnouncer, useReorder } from '#admin/components/reorder.tsx';
import { EmptyState, ErrorState, LoadingState } from '#admin/components/states.tsx';
import { useToast } from '#admin/components/toast.tsx';
import { failureMessage, isSessionEnd } from '#admin/lib/errors.ts';
import { scheduleState } from '#src/schemas/schedule.ts';
import { paths } from '#admin/lib/paths.ts';
import { usePaging } from '#admin/lib/paging.ts';
import { byDisplayOrder, compareText, labelled, useListView, type SortOption } from '#admin/lib/use-list-view.ts';
import { useSaveOrder } from '#admin/lib/use-reorder-mutation.ts';
import {
  projectEnhancedKeys,
  projectsEnhancedQueryOptions,
  updateProjectEnhanced,
  useCreateProjectEnhanced,
  useDeleteProjectEnhanced,
  useUpdateProjectEnhanced,
  type ProjectEnhanced,
} from '#admin/features/projects-enhanced/api.ts';
import { BulkActions } from '#admin/features/projects-enhanced/components/bulk-actions.tsx';
import { copyOf } from '#admin/features/projects-enhanced/components/project-copy.ts';
import { ProjectCard } from '#admin/features/projects-enhanced/components/project-card.tsx';
import { ProjectListFacets } from '#admin/features/projects-enhanced/components/project-list-facets.tsx';
import {
  facetChoices,
  facetNames,
  facetsOf,
  keepFacets,
  statusFilters,
  type Facets,
} from '#admin/features/projects-enhanced/components/project-list-filters.ts';
import { ViewOnSite } from '#admin/features/projects-enhanced/components/view-on-site.tsx';
import { ProjectPreview } from '#admin/features/projects-enhanced/components/project-preview.tsx';
import { useTexts } from '#admin/lib/language.tsx';
import { commonTexts } from '#admin/lib/texts/common.ts';
import { projectTexts } from '#admin/lib/texts/projects.ts';
import { useSelection } from '#admin/lib/use-selection.ts';
import { projectListTexts } from '#admin/features/projects-enhanced/texts.ts';
import { fill } from '#src/i18n/fill.ts';
import '#admin/features/projects-enhanced/project-list.css';

// Enhanced projects, a page at a time (admin/lib/paging.ts), found by search,
// status and four facets, all kept in the URL; a selection for bulk actions
// with Undo; Preview & Print, publish toggle, View on site (a project online),
// Duplicate (a draft copy, opened to edit), Edit, Delete; reordering within the
// page shown.

/**
 * The publication calendar: what changes next first (a scheduled project by its
 * publish date, an online one by its unpublish date), then the expired ones,
 * most recent first, then the projects with no date.
 */
function calendarOrder(a: ProjectEnhanced, b: ProjectEnhanced, now = Date.now()): number {
  const place = (project: ProjectEnhanced): [number, number] => {
    const state = scheduleState(project, now);
    if (state === 'scheduled' && project.publish_at) return [0, Date.parse(project.publish_at)];
    if (state === 'live' && project.unpublish_at) return [0, Date.parse(project.unpublish_at)];
    if (state === 'expired' && project.unpublish_at) return [1, -Date.parse(project.unpublish_at)];
    return [2, 0];
  };
  const [rankA, dateA] = place(a);
  const [rankB, dateB] = place(b);
  return rankA - rankB || dateA - dateB || compareText(a.title, b.title);
}

const sorts: Record<'order' | 'title' | 'client' | 'updated' | 'schedule', Omit<SortOption<ProjectEnhanced>, 'label'>> = {
  order: { compare: byDisplayOrder((project) => project.title) },
  title: { compare: (a, b) => compareText(a.title, b.title) },
  client: { compare: (a, b) => compareText(a.client, b.client) || compareText(a.title, b.title) },
  updated: { compare: (a, b) => b.updated_at.localeCompare(a.updated_at) },
  schedule: { compare: (a, b) => calendarOrder(a, b) },
};

/** What a search looks in: title, client, place and summary in both languages, and the taxonomy names. */
const searchText = (project: ProjectEnhanced) =>
  [
    project.title,
    project.fr.title,
    project.client,
    project.location_city,
    project.fr.location_city,
    project.location_country,
    project.fr.location_country,
    project.project_summary,
    project.fr.project_summary,
    ...[...project.categories, ...project.sectors, ...project.technologies].flatMap((item) => [item.name, item.fr.name]),
  ].join(' ');

export function ProjectEnhancedList() {
  const query = useQuery(projectsEnhancedQueryOptions());
  const toast = useToast();
  const confirm = useConfirm();
  const [previewId, setPreviewId] = useState<string | null>(null);
  const texts = useTexts(projectTexts);
  const listTexts = useTexts(projectListTexts);
  const common = useTexts(commonTexts);
  const [params] = useSearchParams();
  const facets = facetsOf(params);
  const facetKey = JSON.stringify(facets);
  const named = useMemo(
    () => ({
      sorts: labelled(sorts, texts.sorts),
      filters: labelled(statusFilters, { ...listTexts.status, 'missing-french': texts.missingFrench, dated: texts.scheduledOnly }),
    }),
    [texts, listTexts],
  );
  // Filtered again when the facets' values change, not on every new params object.
  const faceted = useMemo(() => query.data?.filter(keepFacets(JSON.parse(facetKey) as Facets)), [query.data, facetKey]);
  const choices = useMemo(() => facetChoices(query.data ?? []), [query.data]);
  const view = useListView({ items: faceted, text: searchText, filters: named.filters, sorts: named.sorts, defaultSort: 'order' });
  const paging = usePaging(view.visible);
  const canReorder = view.canReorder && facetNames.every((name) => facets[name] === '');
  const order = useSaveOrder({
    queryKey: projectEnhancedKeys.list(),
    update: (id, display_order) => updateProjectEnhanced(id, { display_order }),
  });
  const reorder = useReorder({
    items: paging.items,
    getId: (project) => project.id,
    getLabel: (project) => project.title,
    enabled: canReorder,
    onReorder: (ids) => order.save(paging.items, ids),
  });

  const { known, selected, tick, select } = useSelection(query.data);

  const toggle = useUpdateProjectEnhanced();
  const togglePublished = (project: ProjectEnhanced) =>
    toggle.mutate(
      { id: project.id, patch: { is_published: !project.is_published } },
      {
        onSuccess: (saved) => toast.success(fill(saved.is_published ? texts.published : texts.nowDraft, { title: saved.title })),
        onError: (error) => {
          if (!isSessionEnd(error)) toast.error(failureMessage(error, texts.saveFailed));
        },
      },
    );

  const navigate = useNavigate();
  const create = useCreateProjectEnhanced();
  const duplicate = (project: ProjectEnhanced) =>
    create.mutate(copyOf(project), {
      onSuccess: (copy) => {
        toast.success(fill(listTexts.duplicated, { title: copy.title }));
        void navigate(paths.projectsEnhanced.edit(copy.id));
      },
      onError: (error) => {
        if (!isSessionEnd(error)) toast.error(failureMessage(error, listTexts.duplicateFailed));
      },
    });

  const remove = useDeleteProjectEnhanced();
  const removeOne = (project: ProjectEnhanced) =>
    remove.mutate(project, {
      onSuccess: () => toast.success(fill(texts.deleted, { title: project.title })),
      onError: (error) => {
        if (!isSessionEnd(error)) toast.error(texts.deleteFailed);
      },
    });

  const askDelete = async (project: ProjectEnhanced) => {
    const ok = await confirm({
      title: texts.deleteTitle,
      message: fill(texts.deleteText, { title: project.title }),
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
        text={texts.emptyText}
        action={
          <Link to={paths.projectsEnhanced.create} className="button button--primary">
            {texts.createFirst}
          </Link>
        }
      />
    );
  }

  const previewed = previewId ? query.data.find((project) => project.id === previewId) : undefined;

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
        total={query.data.length}
        reorderHint={!canReorder}
        filter={view.filter}
        onFilterChange={view.setFilter}
        filterOptions={view.filterOptions}
      />
      <ProjectListFacets facets={facets} choices={choices} />
      <BulkActions
        pageIds={paging.items.map((project) => project.id)}
        selected={selected}
        onSelect={select}
        titleOf={(id) => known.get(id)?.title ?? id}
        versionOf={(id) => known.get(id)?.updated_at}
      />
      {view.visible.length === 0 ? (
        <p className="no-results">{view.query ? fill(texts.noMatch, { query: view.query }) : listTexts.noMatchFilters}</p>
      ) : (
        <ul className="card-list" aria-label={texts.listLabel}>
          {reorder.ordered.map((project, index) => (
            <ProjectCard
              key={project.id}
              project={project}
              index={index}
              count={reorder.ordered.length}
              reorder={reorder}
              canReorder={canReorder}
              select={
                <label className="item-card__select">
                  <input
                    type="checkbox"
                    checked={selected.has(project.id)}
                    onChange={(event) => tick(project.id, event.target.checked)}
                    aria-label={fill(listTexts.select, { title: project.title })}
                  />
                </label>
              }
              actions={
                <>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => setPreviewId(project.id)}
                    aria-label={fill(texts.previewItem, { title: project.title })}
                  >
                    {texts.preview}
                  </button>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => togglePublished(project)}
                    disabled={toggle.isPending && toggle.variables.id === project.id}
                    aria-label={fill(project.is_published ? texts.unpublishItem : texts.publishItem, { title: project.title })}
                  >
                    {project.is_published ? texts.unpublish : texts.publish}
                  </button>
                  <ViewOnSite project={project} />
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => duplicate(project)}
                    disabled={create.isPending}
                    aria-label={fill(listTexts.duplicateItem, { title: project.title })}
                  >
                    {listTexts.duplicate}
                  </button>
                </>
              }
              last={
                <button
                  type="button"
                  className="button button--danger-ghost button--small"
                  onClick={() => void askDelete(project)}
                  aria-label={fill(common.deleteItem, { name: project.title })}
                >
                  {common.delete}
                </button>
              }
            />
          ))}
        </ul>
      )}
      {view.visible.length > 0 ? <Pager paging={paging} noun={texts.noun} /> : null}
      <ReorderAnnouncer message={reorder.announcement} />
      {previewed ? <ProjectPreview project={previewed} onClose={() => setPreviewId(null)} /> : null}
    </>
  );
}
