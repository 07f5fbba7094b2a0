import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fetchJson, parseList } from '#src/lib/fetch-json.ts';
import { portfolioPaths, projectSlugIn } from '#src/portfolio/paths.ts';
import { PORTFOLIO_DATA_ID, portfolioDataSchema, type PortfolioData } from '#src/schemas/portfolio.ts';
import { projectEnhancedSchema, type ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import { categorySchema, sectorSchema, technologySchema, type TaxonomyType } from '#src/schemas/taxonomy.ts';
import {
  applyFilters,
  buildOptions,
  filterKeys,
  filtersToSearch,
  noFilters,
  readFilters,
  type FilterKey,
  type FilterOption,
  type Filters,
  type TaxonomyEntry,
} from '#src/islands/project-list/filters.ts';
import { ProjectCard } from '#src/islands/project-list/project-card.tsx';
import { ProjectFilters } from '#src/islands/project-list/project-filters.tsx';
import { ProjectModal } from '#src/islands/project-list/project-modal.tsx';
import { SectorLinks } from '#src/islands/project-list/sector-links.tsx';

// The public list of enhanced projects at /projects-enhanced (spec section 2,
// issue 13). The portfolio function renders it into the page's HTML with the
// projects embedded as JSON, so it hydrates with no loading state and no
// request, then refreshes from the API; built without data (the static page),
// it shows a spinner until the API answers, and an empty list when loading
// fails (only logged). Filters live in the address; a card is a link to the
// project's own page, which opens in a modal with that page's address, so
// Back closes it and the address can be shared.

const taxonomyFor: Record<
  FilterKey,
  { type: TaxonomyType; schema: typeof categorySchema | typeof sectorSchema | typeof technologySchema }
> = {
  sector: { type: 'sectors', schema: sectorSchema },
  technology: { type: 'technologies', schema: technologySchema },
  category: { type: 'categories', schema: categorySchema },
};

type Options = Record<FilterKey, FilterOption[]>;
const emptyOptions: Options = { sector: [], technology: [], category: [] };

type State = { status: 'loading' } | { status: 'ready'; projects: ProjectEnhanced[]; options: Options };

const log = (message: string, error: unknown) => console.error(JSON.stringify({ level: 'error', message, error: String(error) }));

/** The list's state from the projects and the taxonomies' order: sorted, with each filter's choices. */
function prepare({ projects, taxonomies }: PortfolioData): Extract<State, { status: 'ready' }> {
  const sorted = [...projects].sort((a, b) => a.display_order - b.display_order || a.title.localeCompare(b.title));
  const options = { ...emptyOptions };
  for (const key of filterKeys) options[key] = buildOptions(sorted, key, taxonomies[key]);
  return { status: 'ready', projects: sorted, options };
}

/** The data the portfolio function embedded in the page, if any. */
function embeddedData(): PortfolioData | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(PORTFOLIO_DATA_ID)?.textContent;
  if (!text) return undefined;
  const parsed = portfolioDataSchema.safeParse(JSON.parse(text));
  if (!parsed.success) log('Project list: the embedded projects are invalid', parsed.error.message);
  return parsed.success ? parsed.data : undefined;
}

const addressSearch = () => (typeof window === 'undefined' ? '' : window.location.search);

async function loadTaxonomy(key: FilterKey, signal: AbortSignal): Promise<TaxonomyEntry[]> {
  const { type, schema } = taxonomyFor[key];
  try {
    return parseList(schema, await fetchJson(`/api/metadata?type=${type}`, signal), type);
  } catch (error) {
    // Filters still work without it: the projects carry the slugs.
    if (!signal.aborted) log(`Project filters: ${type} could not be loaded`, error);
    return [];
  }
}

interface Props {
  /** Given when rendered on the server; in the browser, read from the page. */
  initial?: PortfolioData;
  /** The address's query on the server (the browser reads its own). */
  search?: string;
}

export function ProjectList({ initial, search }: Props) {
  const [start] = useState((): { state: State; filters: Filters; seeded: boolean } => {
    const data = initial ?? embeddedData();
    if (!data) return { state: { status: 'loading' }, filters: noFilters, seeded: false };
    const ready = prepare(data);
    return { state: ready, filters: readFilters(search ?? addressSearch(), ready.options), seeded: true };
  });
  const [state, setState] = useState<State>(start.state);
  const [filters, setFilters] = useState<Filters>(start.filters);
  const [openProject, setOpenProject] = useState<ProjectEnhanced | null>(null);
  const links = useRef(new Map<string, HTMLAnchorElement>());
  const returnFocusTo = useRef<string | null>(null);
  const projectsRef = useRef<readonly ProjectEnhanced[]>(state.status === 'ready' ? state.projects : []);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const projectsRequest = fetchJson('/api/projects-enhanced', signal)
      .then((data) => parseList(projectEnhancedSchema, data, 'project'))
      .catch((error: unknown) => {
        if (!signal.aborted) log('Project list: projects could not be loaded', error);
        return null;
      });
    void Promise.all([projectsRequest, ...filterKeys.map((key) => loadTaxonomy(key, signal))]).then(([projects, ...lists]) => {
      if (signal.aborted) return;
      // A failed refresh keeps what the page came with; with nothing, the list is empty.
      if (projects === null && start.seeded) return;
      const [sector = [], technology = [], category = []] = lists;
      const ready = prepare({ projects: projects ?? [], taxonomies: { sector, technology, category } });
      projectsRef.current = ready.projects;
      setState(ready);
      setFilters((current) => {
        const next = readFilters(start.seeded ? filtersToSearch('', current) : window.location.search, ready.options);
        replaceAddress(next);
        return next;
      });
    });
    return () => controller.abort();
  }, [start.seeded]);

  const changeFilters = useCallback((next: Filters) => {
    setFilters(next);
    replaceAddress(next);
  }, []);

  const show = useCallback((project: ProjectEnhanced) => {
    returnFocusTo.current = project.id;
    setOpenProject(project);
  }, []);

  const hide = useCallback(() => {
    setOpenProject(null);
    const id = returnFocusTo.current;
    // After the dialog has left the page, focus goes back to the card that opened it.
    requestAnimationFrame(() => {
      if (id) links.current.get(id)?.focus();
    });
  }, []);

  // The modal has the project page's address: Back closes it, Forward opens it again.
  useEffect(() => {
    const onPopState = () => {
      const slug = projectSlugIn(window.location.pathname);
      const project = slug ? projectsRef.current.find((candidate) => candidate.slug === slug) : undefined;
      if (project) show(project);
      else hide();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [show, hide]);

  const open = useCallback(
    (project: ProjectEnhanced) => {
      window.history.pushState({ portfolioProject: project.slug }, '', portfolioPaths.project(project.slug));
      show(project);
    },
    [show],
  );

  const close = useCallback(() => {
    if (isProjectEntry(window.history.state)) window.history.back();
    else hide();
  }, [hide]);

  const options = state.status === 'ready' ? state.options : emptyOptions;
  const visible = useMemo(() => (state.status === 'ready' ? applyFilters(state.projects, filters, state.options) : []), [state, filters]);

  return (
    <div className="project-list">
      <ProjectFilters
        options={options}
        filters={filters}
        disabled={state.status !== 'ready' || state.projects.length === 0}
        onChange={(key, value) => changeFilters({ ...filters, [key]: value })}
        onClear={() => changeFilters(noFilters)}
      />
      <SectorLinks options={options.sector} current={filters.sector} onChoose={(sector) => changeFilters({ ...noFilters, sector })} />
      <p className="project-list__count" aria-live="polite">
        {state.status === 'ready' && state.projects.length > 0 && countText(visible.length, state.projects.length)}
      </p>
      {state.status === 'loading' ? (
        <div className="project-list__loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">Loading projects…</span>
        </div>
      ) : visible.length > 0 ? (
        <ul className="project-grid">
          {visible.map((project) => (
            <li key={project.id}>
              <ProjectCard
                project={project}
                onOpen={open}
                linkRef={(element) => {
                  if (element) links.current.set(project.id, element);
                  else links.current.delete(project.id);
                }}
              />
            </li>
          ))}
        </ul>
      ) : state.projects.length > 0 ? (
        <div className="project-list__empty">
          <p>No project matches these filters.</p>
          <button type="button" className="btn btn--outline" onClick={() => changeFilters(noFilters)}>
            Show all projects
          </button>
        </div>
      ) : (
        <div className="project-list__empty">
          <p>No projects to show at the moment.</p>
          <a href="/projects">Read our case studies</a>
        </div>
      )}
      {openProject && <ProjectModal project={openProject} onClose={close} />}
    </div>
  );
}

function countText(shown: number, total: number): string {
  const noun = total === 1 ? 'project' : 'projects';
  return shown === total ? `${total} ${noun}` : `Showing ${shown} of ${total} ${noun}`;
}

const isProjectEntry = (state: unknown): boolean => typeof state === 'object' && state !== null && 'portfolioProject' in state;

function replaceAddress(filters: Filters): void {
  // While a project is open the address is its page's; the list's filters wait for Back.
  if (projectSlugIn(window.location.pathname)) return;
  const search = filtersToSearch(window.location.search, filters);
  if (search === window.location.search) return;
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}${window.location.hash}`);
}
