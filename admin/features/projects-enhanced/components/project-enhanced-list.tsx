import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useConfirm } from '#admin/components/confirm-dialog.tsx';
import { ListToolbar } from '#admin/components/list-toolbar.tsx';
import { Pager } from '#admin/components/pager.tsx';
import { ReorderAnnouncer, useReorder } from '#admin/components/reorder.tsx';
import { EmptyState, ErrorState, LoadingState } from '#admin/components/states.tsx';
import { useToast } from '#admin/components/toast.tsx';
import { failureMessage, isSessionEnd } from '#admin/lib/errors.ts';
import { paths } from '#admin/lib/paths.ts';
import { useServerPaging } from '#admin/lib/paging.ts';
import { pageFloor } from '#admin/lib/reorder.ts';
import { useSaveOrder, type Reorder } from '#admin/lib/use-reorder-mutation.ts';
import { useRemembered } from '#admin/lib/use-remembered.ts';
import {
  projectEnhancedKeys,
  projectListQueryOptions,
  updateProjectEnhanced,
  useCreateProjectEnhanced,
  useDeleteProjectEnhanced,
  useUpdateProjectEnhanced,
  type ProjectEnhanced,
} from '#admin/features/projects-enhanced/api.ts';
import { listQueryOf } from '#admin/features/projects-enhanced/list-query.ts';
import { BulkActions } from '#admin/features/projects-enhanced/components/bulk-actions.tsx';
import { copyOf } from '#admin/features/projects-enhanced/components/project-copy.ts';
import { ProjectCard } from '#admin/features/projects-enhanced/components/project-card.tsx';
import { ProjectListFacets } from '#admin/features/projects-enhanced/components/project-list-facets.tsx';
import { facetsOf } from '#admin/features/projects-enhanced/components/project-list-filters.ts';
import { ViewOnSite } from '#admin/features/projects-enhanced/components/view-on-site.tsx';
import { ProjectPreview } from '#admin/features/projects-enhanced/components/project-preview.tsx';
import { useAdminLanguage, useTexts } from '#admin/lib/language.tsx';
import { callApi } from '#admin/lib/api-client.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { plural } from '#src/i18n/plural.ts';
import { itemTexts } from '#admin/lib/texts/items.ts';
import { projectTexts } from '#admin/lib/texts/projects.ts';
import { useSelection } from '#admin/lib/use-selection.ts';
import { projectListTexts } from '#admin/features/projects-enhanced/texts.ts';
import {
  projectListFacets,
  projectListSorts,
  projectListStatuses,
  type ProjectListPage,
  type ProjectListQuery,
  type ProjectListSort,
} from '#src/schemas/project-list.ts';
import { fill } from '#src/i18n/fill.ts';
import { addStylesheet } from '#admin/lib/stylesheets.ts';
import projectListStylesheet from '#admin/features/projects-enhanced/project-list.css?url';

addStylesheet(projectListStylesheet);

// Enhanced projects, a page at a time as the server answers it for the view
// the URL holds (search, status, four facets, sort, page and size; ADR 0057),
// the page shown kept while the next one loads; a selection for bulk actions
// with Undo, kept across pages; Preview & Print, publish toggle, View on site
// (a project online), Duplicate (a draft copy, opened to edit), Edit, Delete;
// reordering within the page shown.

/** How long typing may pause before the search is sent: one request for a word, not one per letter. */
const SEARCH_PAUSE_MS = 200;

/** The view the URL holds, its search sent once typing pauses. */
function useListRequest(params: URLSearchParams): ProjectListQuery {
  const asked = listQueryOf(params);
  const typed = asked.q ?? '';
  const [sent, setSent] = useState(typed);
  useEffect(() => {
    if (typed === sent) return undefined;
    const timer = setTimeout(() => setSent(typed), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, sent]);
  const request = { ...asked };
  delete request.q;
  return sent ? { q: sent, ...request } : request;
}

/** A page's records with a new order, for the reorder's optimistic update. */
const withinPage = (data: unknown, reorder: Reorder) => {
  const page = data as ProjectListPage | undefined;
  return page ? { ...page, items: reorder(page.items) } : page;
};

/** The last 30 days' views of each project, by slug (GET /api/admin/audience), for those who may see the audience. */
function useProjectViews(enabled: boolean) {
  return useQuery({
    queryKey: ['audience', 'project-days'] as const,
    queryFn: ({ signal }) => callApi(endpoints.adminAudience, 'GET', { signal }),
    // A Map, so a project whose slug is named like an Object property ("constructor") reads its own line, not Object's.
    select: (report) => new Map(Object.entries(report.project_days)),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function ProjectEnhancedList({ mayReadAudience = false }: { mayReadAudience?: boolean }) {
  const [params, setParams] = useSearchParams();
  const request = useListRequest(params);
  const query = useQuery({ ...projectListQueryOptions(request), placeholderData: keepPreviousData });
  const projectViews = useProjectViews(mayReadAudience);
  const { language } = useAdminLanguage();
  const toast = useToast();
  const confirm = useConfirm();
  const [previewId, setPreviewId] = useState<string | null>(null);
  const texts = useTexts(projectTexts);
  const listTexts = useTexts(projectListTexts);
  /** A project with no view in the period has a flat line, once the figures are in. */
  const viewsOf = (values: readonly number[] | undefined, loaded: boolean) => {
    if (!loaded) return undefined;
    const line = values ?? Array.from({ length: 30 }, () => 0);
    const total = line.reduce((sum, value) => sum + value, 0);
    return { values: line, label: fill(plural(language, total, listTexts.views), { count: total }) };
  };
  const common = useTexts(itemTexts);
  const facets = facetsOf(params);
  const typed = params.get('q') ?? '';
  const filter = request.filter ?? '';
  const sort: ProjectListSort = request.sort ?? 'order';
  const statusLabels = { ...listTexts.status, 'missing-french': texts.missingFrench, dated: texts.scheduledOnly };
  const filterOptions = projectListStatuses.map((value) => ({ value, label: statusLabels[value] }));
  const sortOptions = projectListSorts.map((value) => ({ value, label: texts.sorts[value] }));

  /** Another search, filter or order starts again from the first page. */
  const setView = (key: 'q' | 'filter' | 'sort', value: string, fallback: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('page');
        if (value === fallback) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const answer = query.data;
  const items = useMemo(() => answer?.items ?? [], [answer]);
  const paging = useServerPaging(answer ?? { items, total: 0, page: 1, pages: 1, size: 0 });
  // The order shown is the display order only with nothing narrowing the view, and only while it is the page asked.
  const canReorder =
    typed.trim() === '' &&
    filter === '' &&
    sort === 'order' &&
    projectListFacets.every((name) => facets[name] === '') &&
    !query.isPlaceholderData;
  const order = useSaveOrder({
    queryKey: projectEnhancedKeys.page(request),
    detail: projectEnhancedKeys.detail,
    update: (id, display_order) => updateProjectEnhanced(id, { display_order }),
    invalidate: [projectEnhancedKeys.pages()],
    within: withinPage,
  });
  const reorder = useReorder({
    items,
    getId: (project) => project.id,
    getLabel: (project) => project.title,
    enabled: canReorder,
    onReorder: (ids) => order.save(items, ids, pageFloor({ page: paging.page, items })),
  });

  const remembered = useRemembered(answer?.items);
  const { known, selected, tick, select } = useSelection(remembered.records);

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
      onSuccess: () => {
        remembered.forget([project.id]);
        toast.success(fill(texts.deleted, { title: project.title }));
      },
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
  if (query.data.all === 0) {
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

  const previewed = previewId ? (items.find((project) => project.id === previewId) ?? known.get(previewId)) : undefined;

  return (
    <>
      <ListToolbar
        noun={texts.noun}
        query={typed}
        onQueryChange={(value) => setView('q', value, '')}
        sort={sort}
        onSortChange={(value) => setView('sort', value, 'order')}
        sortOptions={sortOptions}
        shown={query.data.total}
        total={query.data.all}
        reorderHint={!canReorder}
        filter={filter}
        onFilterChange={(value) => setView('filter', value, '')}
        filterOptions={filterOptions}
      />
      <ProjectListFacets facets={facets} choices={query.data.facets} />
      <BulkActions
        pageIds={paging.items.map((project) => project.id)}
        selected={selected}
        onSelect={select}
        titleOf={(id) => known.get(id)?.title ?? id}
        versionOf={(id) => known.get(id)?.updated_at}
      />
      {query.data.total === 0 ? (
        <p className="no-results">{request.q ? fill(texts.noMatch, { query: request.q }) : listTexts.noMatchFilters}</p>
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
              views={viewsOf(projectViews.data?.get(project.slug), projectViews.isSuccess)}
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
      {query.data.total > 0 ? <Pager paging={paging} noun={texts.noun} /> : null}
      <ReorderAnnouncer message={reorder.announcement} />
      {previewed ? <ProjectPreview project={previewed} onClose={() => setPreviewId(null)} /> : null}
    </>
  );
}
