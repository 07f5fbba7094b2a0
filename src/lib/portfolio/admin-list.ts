import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import {
  PROJECT_LIST_DEFAULT_SIZE,
  projectListFacets,
  type FacetChoice,
  type ProjectListFacet,
  type ProjectListPage,
  type ProjectListQuery,
  type ProjectListSort,
  type ProjectListStatus,
} from '#src/schemas/project-list.ts';
import { scheduleState } from '#src/schemas/schedule.ts';
import { compareText } from '#src/lib/ordering.ts';
import { searchMatcher } from '#src/lib/text/search.ts';
import { untranslatedFields } from '#src/lib/translations.ts';

// The admin's list of portfolio projects as GET /api/admin/projects-enhanced
// answers it (ADR 0057): the projects that match a search, a status and the
// four facets, in the order asked, one page of them, with the counts the
// screen shows. Sectors, categories and technologies are named by slug, as on
// the public portfolio; a client by its name, as the project holds it.

type Keep = (project: ProjectEnhanced) => boolean;

const statusKeeps = (now: number): Record<ProjectListStatus, Keep> => ({
  draft: (project) => scheduleState(project, now) === 'draft',
  published: (project) => scheduleState(project, now) === 'live',
  scheduled: (project) => scheduleState(project, now) === 'scheduled',
  expired: (project) => scheduleState(project, now) === 'expired',
  featured: (project) => project.is_featured,
  'missing-french': (project) => untranslatedFields(project).length > 0,
  dated: (project) => project.publish_at !== null || project.unpublish_at !== null,
});

/** What a search looks in: title, client, place and summary in both languages, and the taxonomy names. */
const projectSearchText = (project: ProjectEnhanced) =>
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

const relations = { sector: 'sectors', category: 'categories', technology: 'technologies' } as const;

/** A facet's values in a project, each with its name: a client is its own name. */
function facetValues(project: ProjectEnhanced, facet: ProjectListFacet): { value: string; label: string }[] {
  if (facet === 'client') return [{ value: project.client, label: project.client }];
  return project[relations[facet]].map((item) => ({ value: item.slug, label: item.name }));
}

const keepFacet =
  (facet: ProjectListFacet, value: string): Keep =>
  (project) =>
    facetValues(project, facet).some((found) => found.value === value);

/**
 * The publication calendar: what changes next first (a scheduled project by its
 * publish date, an online one by its unpublish date), then the expired ones,
 * most recent first, then the projects with no date.
 */
function calendarPlace(project: ProjectEnhanced, now: number): [number, number] {
  const state = scheduleState(project, now);
  if (state === 'scheduled' && project.publish_at) return [0, Date.parse(project.publish_at)];
  if (state === 'live' && project.unpublish_at) return [0, Date.parse(project.unpublish_at)];
  if (state === 'expired' && project.unpublish_at) return [1, -Date.parse(project.unpublish_at)];
  return [2, 0];
}

type Compare = (a: ProjectEnhanced, b: ProjectEnhanced) => number;

const sorts = (now: number): Record<ProjectListSort, Compare> => ({
  order: (a, b) => a.display_order - b.display_order || compareText(a.title, b.title),
  title: (a, b) => compareText(a.title, b.title),
  client: (a, b) => compareText(a.client, b.client) || compareText(a.title, b.title),
  updated: (a, b) => b.updated_at.localeCompare(a.updated_at),
  schedule: (a, b) => {
    const [rankA, dateA] = calendarPlace(a, now);
    const [rankB, dateB] = calendarPlace(b, now);
    return rankA - rankB || dateA - dateB || compareText(a.title, b.title);
  },
});

const byLabel = (a: FacetChoice, b: FacetChoice) => compareText(a.label, b.label);

/** Every value of `facet` the projects have, each counted among `counted` (the view with this facet left out). */
function facetChoices(all: readonly ProjectEnhanced[], counted: readonly ProjectEnhanced[], facet: ProjectListFacet): FacetChoice[] {
  const choices = new Map<string, FacetChoice>();
  for (const project of all)
    for (const { value, label } of facetValues(project, facet)) if (!choices.has(value)) choices.set(value, { value, label, count: 0 });
  for (const project of counted)
    for (const value of new Set(facetValues(project, facet).map((found) => found.value))) choices.get(value)!.count += 1;
  return [...choices.values()].sort(byLabel);
}

/** The page of `projects` a query asks for, with its counts; `now` decides what is scheduled, live or expired. */
export function adminListPage(projects: readonly ProjectEnhanced[], query: ProjectListQuery, now = Date.now()): ProjectListPage {
  const matches = searchMatcher(query.q ?? '');
  const status = query.filter ? statusKeeps(now)[query.filter] : () => true;
  const base = projects.filter((project) => status(project) && matches(projectSearchText(project)));
  const asked = projectListFacets.filter((facet) => (query[facet] ?? '') !== '');
  const keeps = new Map(asked.map((facet) => [facet, keepFacet(facet, query[facet] ?? '')]));
  const keptBy = (facets: readonly ProjectListFacet[]) => (project: ProjectEnhanced) => facets.every((facet) => keeps.get(facet)!(project));
  const found = base.filter(keptBy(asked)).sort(sorts(now)[query.sort ?? 'order']);
  const facets = Object.fromEntries(
    projectListFacets.map((facet) => [facet, facetChoices(projects, base.filter(keptBy(asked.filter((other) => other !== facet))), facet)]),
  ) as ProjectListPage['facets'];
  const size = query.size ? Number(query.size) : PROJECT_LIST_DEFAULT_SIZE;
  const pages = Math.max(1, Math.ceil(found.length / size));
  const page = Math.min(Number(query.page ?? '1'), pages);
  return {
    items: found.slice((page - 1) * size, page * size),
    total: found.length,
    all: projects.length,
    page,
    pages,
    size,
    facets,
  };
}
