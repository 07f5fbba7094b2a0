import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { plural } from '#src/i18n/plural.ts';
import { fill } from '#src/i18n/fill.ts';
import { untranslatedFields } from '#src/lib/translations.ts';
import { scheduleState } from '#src/schemas/schedule.ts';
import { Badge } from '#admin/components/badge.tsx';
import { DragHandle, MoveButtons, type useReorder } from '#admin/components/reorder.tsx';
import { Sparkline } from '#admin/components/sparkline.tsx';
import { Thumb } from '#admin/components/thumb.tsx';
import { formatDateTime, joinParts } from '#admin/lib/format.ts';
import { useAdminLanguage, useTexts } from '#admin/lib/language.tsx';
import { paths } from '#admin/lib/paths.ts';
import { itemTexts } from '#admin/lib/texts/items.ts';
import { projectTexts } from '#admin/lib/texts/projects.ts';
import type { ProjectEnhanced } from '#admin/features/projects-enhanced/api.ts';

// One project of the list: order controls, logo, title with its badges,
// client and place, relations, and its actions.

type Reorder = ReturnType<typeof useReorder<ProjectEnhanced>>;

export interface ProjectCardProps {
  project: ProjectEnhanced;
  index: number;
  count: number;
  reorder: Reorder;
  canReorder: boolean;
  /** Buttons and links of the actions column, before Edit; `last` after it (Delete). */
  actions: ReactNode;
  last: ReactNode;
  /** Selection for the bulk actions, before the order controls. */
  select?: ReactNode;
  /** Its views per day over the last 30 days and that total in words, for those who may see the audience. */
  views?: { values: readonly number[]; label: string } | undefined;
}

export function ProjectCard({ project, index, count, reorder, canReorder, actions, last, select, views }: ProjectCardProps) {
  const texts = useTexts(projectTexts);
  const common = useTexts(itemTexts);
  const { language } = useAdminLanguage();
  const place = joinParts(project.location_city, project.location_country);
  return (
    <li className="item-card" {...reorder.itemProps(project)}>
      <div className="item-card__order">
        {select}
        <DragHandle {...reorder.handleProps(project)} />
        <MoveButtons
          label={project.title}
          index={index}
          count={count}
          enabled={canReorder}
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
        {views ? (
          <p className="item-card__views">
            <Sparkline values={views.values} />
            <span>{views.label}</span>
          </p>
        ) : null}
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
        {actions}
        <Link
          to={paths.projectsEnhanced.edit(project.id)}
          className="button button--secondary button--small"
          aria-label={fill(common.editItem, { name: project.title })}
        >
          {common.edit}
        </Link>
        {last}
      </div>
    </li>
  );
}

/** Draft, Scheduled (with its date), Expired (since when) or Online until a date; nothing for a project simply online. */
function ScheduleBadge({ project }: { project: ProjectEnhanced }) {
  const texts = useTexts(projectTexts);
  const common = useTexts(itemTexts);
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
