import { Suspense, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fetchJson, parseList } from '#src/lib/fetch-json.ts';
import { portfolioPaths, projectSlugIn } from '#src/portfolio/paths.ts';
import { projectEnhancedSchema, type ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
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
} from '#src/islands/project-list/filters.ts';
import { ProjectCard } from '#src/islands/project-list/project-card.tsx';
import { ProjectFilters } from '#src/islands/project-list/project-filters.tsx';
import { ProjectModal } from '#src/islands/project-list/project-modal.tsx';
import { SectorLinks } from '#src/islands/project-list/sector-links.tsx';

// The public list of enhanced projects at /projects-enhanced (spec section 2,
// issue 13). The portfolio function renders it into the page's HTML with the
// published projects, so the page arrives with every card and no loading
// state. The page carries no copy of the data: in the browser the list reads
// the projects from the API (an answer the CDN keeps, purged with the page)
// and only then hydrates, inside a Suspense boundary that keeps the server's
// cards on screen meanwhile; until then a card is a plain link to the
// project's page. Built without data (the static page), it shows a spinner
// until the API answers, and an empty list when loading fails (only logged).
// Filters live in the address; a card opens its project in a modal with that
// project page's address, so Back closes it and the address can be shared.

type Options = Record<FilterKey, FilterOption[]>;
const emptyOptions: Options = { sector: [], technology: [], category: [] };

interface Ready {
  projects: ProjectEnhanced[];
  options: Options;
}

const log = (message: string, error: unknown) => console.error(JSON.stringify({ level: 'error', message, error: String(error) }));

/** The list's state from the published projects: sorted, with each filter's choices. */
function prepare(projects: readonly ProjectEnhanced[]): Ready {
  const sorted = [...projects].sort((a, b) => a.display_order - b.display_order || a.title.localeCompare(b.title));
  const options = { ...emptyOptions };
  for (const key of filterKeys) options[key] = buildOptions(sorted, key);
  return { projects: sorted, options };
}

/** Marks the spinner the static page is built with: without it, the cards came in the page. */
const LOADING_MARK = 'data-portfolio-loading';

/**
 * The published projects from the API, read once per page (their references
 * carry what the filters need). Null when they cannot be read and the page has
 * no cards to keep; when it has, the promise never settles, so the cards the
 * page came with stay, as plain links.
 */
let portfolioRequest: Promise<ProjectEnhanced[] | null> | undefined;
function loadPortfolio(): Promise<ProjectEnhanced[] | null> {
  portfolioRequest ??= fetchJson('/api/projects-enhanced')
    .then((data) => parseList(projectEnhancedSchema, data, 'project'))
    .catch((error: unknown) => {
      log('Project list: projects could not be loaded', error);
      return document.querySelector(`[${LOADING_MARK}]`) ? null : new Promise<never>(() => undefined);
    });
  return portfolioRequest;
}

interface Props {
  /** The published projects, given when rendered on the server; in the browser, read from the API. */
  initial?: readonly ProjectEnhanced[] | undefined;
  /** The address's query on the server (the browser reads its own). */
  search?: string | undefined;
}

export function ProjectList({ initial, search }: Props) {
  // Set once the list below has hydrated and answers clicks and filters.
  const [interactive, setInteractive] = useState(false);
  return (
    <div className="project-list" data-interactive={interactive ? '' : undefined}>
      <Suspense fallback={<Loading />}>
        <Portfolio initial={initial} search={search} onInteractive={setInteractive} />
      </Suspense>
    </div>
  );
}

function Portfolio({ initial, search, onInteractive }: Props & { onInteractive: (interactive: boolean) => void }) {
  const data = typeof window === 'undefined' ? initial : use(loadPortfolio());
  const ready = useMemo(() => (data === undefined ? undefined : prepare(data ?? [])), [data]);
  useEffect(() => onInteractive(true), [onInteractive]);
  return ready ? <PortfolioList ready={ready} search={search} /> : <Loading />;
}

function Loading() {
  return (
    <>
      <ProjectFilters options={emptyOptions} filters={noFilters} disabled onChange={() => undefined} onClear={() => undefined} />
      <div className="project-list__loading" role="status" {...{ [LOADING_MARK]: '' }}>
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">Loading projects…</span>
      </div>
    </>
  );
}

function PortfolioList({ ready, search }: { ready: Ready; search: string | undefined }) {
  const [filters, setFilters] = useState<Filters>(() => readFilters(search ?? window.location.search, ready.options));
  const [openProject, setOpenProject] = useState<ProjectEnhanced | null>(null);
  const links = useRef(new Map<string, HTMLAnchorElement>());
  const returnFocusTo = useRef<string | null>(null);

  // The address follows the filters (a filter the data does not know is dropped from it).
  useEffect(() => replaceAddress(filters), [filters]);

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
      const project = slug ? ready.projects.find((candidate) => candidate.slug === slug) : undefined;
      if (project) show(project);
      else hide();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [show, hide, ready.projects]);

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

  const { projects, options } = ready;
  const visible = useMemo(() => applyFilters(projects, filters, options), [projects, filters, options]);

  return (
    <>
      <ProjectFilters
        options={options}
        filters={filters}
        disabled={projects.length === 0}
        onChange={(key, value) => setFilters({ ...filters, [key]: value })}
        onClear={() => setFilters(noFilters)}
      />
      <SectorLinks options={options.sector} current={filters.sector} onChoose={(sector) => setFilters({ ...noFilters, sector })} />
      <p className="project-list__count" aria-live="polite">
        {projects.length > 0 && countText(visible.length, projects.length)}
      </p>
      {visible.length > 0 ? (
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
      ) : projects.length > 0 ? (
        <div className="project-list__empty">
          <p>No project matches these filters.</p>
          <button type="button" className="btn btn--outline" onClick={() => setFilters(noFilters)}>
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
    </>
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
