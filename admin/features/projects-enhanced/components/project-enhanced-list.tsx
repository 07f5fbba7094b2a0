import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { plural } from '#src/i18n/plural.ts';
import { Badge } from '#admin/components/badge.tsx';
import { useConfirm } from '#admin/components/confirm-dialog.tsx';
import { ListToolbar } from '#admin/components/list-toolbar.tsx';
import { DragHandle, MoveButtons, ReorderAnnouncer, useReorder } from '#admin/components/reorder.tsx';
import { Thumb } from '#admin/components/thumb.tsx';
import { EmptyState, ErrorState, LoadingState } from '#admin/components/states.tsx';
import { useToast } from '#admin/components/toast.tsx';
import { failureMessage, isSessionEnd } from '#admin/lib/errors.ts';
import { formatDateTime, joinParts } from '#admin/lib/format.ts';
import { scheduleState } from '#src/schemas/schedule.ts';
import { paths } from '#admin/lib/paths.ts';
import { byDisplayOrder, compareText, labelled, useListView, type ListFilter, type SortOption } from '#admin/lib/use-list-view.ts';
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
import { useAdminLanguage, useTexts } from '#admin/lib/language.tsx';
import { commonTexts } from '#admin/lib/texts/common.ts';
import { projectTexts } from '#admin/lib/texts/projects.ts';
import { fill } from '#src/i18n/fill.ts';
import { useMemo } from 'react';

// Enhanced projects: badges, client and place, duration, categories, sectors,
// technology count; Preview & Print, publish toggle, Edit, Delete; reordering.

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

const hasSchedule = (project: ProjectEnhanced) => project.publish_at !== null || project.unpublish_at !== null;

const sorts: Record<'order' | 'title' | 'client' | 'updated' | 'schedule', Omit<SortOption<ProjectEnhanced>, 'label'>> = {
  order: { compare: byDisplayOrder((project) => project.title) },
  title: { compare: (a, b) => compareText(a.title, b.title) },
  client: { compare: (a, b) => compareText(a.client, b.client) || compareText(a.title, b.title) },
  updated: { compare: (a, b) => b.updated_at.localeCompare(a.updated_at) },
  schedule: { compare: (a, b) => calendarOrder(a, b) },
};

const filters: Record<'missing-french' | 'scheduled', Omit<ListFilter<ProjectEnhanced>, 'label'>> = {
  'missing-french': { keep: (project) => untranslatedFields(project).length > 0 },
  scheduled: { keep: hasSchedule },
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
  const common = useTexts(commonTexts);
  const { language } = useAdminLanguage();
  const named = useMemo(
    () => ({
      sorts: labelled(sorts, texts.sorts),
      filters: labelled(filters, { 'missing-french': texts.missingFrench, scheduled: texts.scheduledOnly }),
    }),
    [texts],
  );
  const view = useListView({ items: query.data, text: searchText, filters: named.filters, sorts: named.sorts, defaultSort: 'order' });
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
        onSuccess: (saved) => toast.success(fill(saved.is_published ? texts.published : texts.nowDraft, { title: saved.title })),
        onError: (error) => {
          if (!isSessionEnd(error)) toast.error(failureMessage(error, texts.saveFailed));
        },
      },
    );

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
        total={view.total}
        reorderHint={!view.canReorder}
        filter={view.filter}
        onFilterChange={view.setFilter}
        filterOptions={view.filterOptions}
      />
      {view.visible.length === 0 ? (
        <p className="no-results">{fill(texts.noMatch, { query: view.query })}</p>
      ) : (
        <ul className="card-list" aria-label={texts.listLabel}>
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
                  <span className="order-pill" title={common.displayOrder}>
                    #{project.display_order}
                  </span>
                </div>
                <div className="item-card__media item-card__media--logo">
                  <Thumb src={project.logo_url} />
                </div>
                <div className="item-card__body">
                  <h2 className="item-card__title">
                    {project.title}
                    {project.is_featured ? <Badge tone="featured">{texts.featured}</Badge> : null}
                    <ScheduleBadge project={project} />
                    {project.is_ongoing ? <Badge tone="info">{texts.ongoing}</Badge> : null}
                    {untranslatedFields(project).length > 0 ? <Badge tone="hidden">{common.frenchMissing}</Badge> : null}
                  </h2>
                  <p className="item-card__meta">
                    <span>{project.client}</span>
                    {place ? <span>{place}</span> : null}
                    {project.duration_display ? <span>{project.duration_display}</span> : null}
                  </p>
                  <dl className="item-card__relations">
                    <div>
                      <dt>{texts.categories}</dt>
                      <dd>{project.categories.length ? project.categories.map((item) => item.name).join(', ') : '—'}</dd>
                    </div>
                    <div>
                      <dt>{texts.sectors}</dt>
                      <dd>{project.sectors.length ? project.sectors.map((item) => item.name).join(', ') : '—'}</dd>
                    </div>
                    <div>
                      <dt>{texts.technologies}</dt>
                      <dd>
                        {fill(plural(language, project.technologies.length, { one: texts.technologyOne, other: texts.technologyMany }), {
                          count: project.technologies.length,
                        })}
                      </dd>
                    </div>
                  </dl>
                </div>
                <div className="item-card__actions">
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
                  <Link
                    to={paths.projectsEnhanced.edit(project.id)}
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
            );
          })}
        </ul>
      )}
      <ReorderAnnouncer message={reorder.announcement} />
      {previewed ? <ProjectPreview project={previewed} onClose={() => setPreviewId(null)} /> : null}
    </>
  );
}

/** Draft, Scheduled (with its date), Expired (since when) or Online until a date; nothing for a project simply online. */
function ScheduleBadge({ project }: { project: ProjectEnhanced }) {
  const texts = useTexts(projectTexts);
  const common = useTexts(commonTexts);
  const { language } = useAdminLanguage();
  const date = (iso: string) => formatDateTime(iso, language);
  const state = scheduleState(project);
  if (state === 'draft') return <Badge tone="draft">{common.draft}</Badge>;
  if (state === 'scheduled' && project.publish_at)
    return <Badge tone="info">{fill(texts.scheduledOn, { date: date(project.publish_at) })}</Badge>;
  if (state === 'expired' && project.unpublish_at)
    return <Badge tone="hidden">{fill(texts.expiredOn, { date: date(project.unpublish_at) })}</Badge>;
  if (project.unpublish_at) return <Badge tone="neutral">{fill(texts.liveUntil, { date: date(project.unpublish_at) })}</Badge>;
  return null;
}
