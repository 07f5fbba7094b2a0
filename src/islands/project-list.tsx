import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fetchJson, parseList } from '#src/lib/fetch-json.ts';
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
import '#src/islands/project-list/project-list.css';

// The public list of enhanced projects at /projects-enhanced (spec section 2):
// a spinner while loading, an empty list when loading fails (only logged),
// filters kept in the address, and one project at a time in a modal.

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

async function loadTaxonomy(key: FilterKey, signal: AbortSignal): Promise<TaxonomyEntry[]> {
  const { type, schema } = taxonomyFor[key];
  try {
    return parseList(schema, await fetchJson(`/api/metadata?type=${type}`, signal), type);
  } catch (error) {
    // Filters still work without it: slugs are then derived from the names.
    if (!signal.aborted) log(`Project filters: ${type} could not be loaded`, error);
    return [];
  }
}

export function ProjectList() {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [openProject, setOpenProject] = useState<ProjectEnhanced | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const returnFocusTo = useRef<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const projectsRequest = fetchJson('/api/projects-enhanced', signal)
      .then((data) => parseList(projectEnhancedSchema, data, 'project'))
      .catch((error: unknown) => {
        if (!signal.aborted) log('Project list: projects could not be loaded', error);
        return [];
      });
    void Promise.all([projectsRequest, ...filterKeys.map((key) => loadTaxonomy(key, signal))]).then(([projects, ...taxonomies]) => {
      if (signal.aborted) return;
      const sorted = [...projects].sort((a, b) => a.display_order - b.display_order || a.title.localeCompare(b.title));
      const options = { ...emptyOptions };
      filterKeys.forEach((key, index) => {
        options[key] = buildOptions(sorted, key, taxonomies[index] ?? []);
      });
      const fromAddress = readFilters(window.location.search, options);
      setFilters(fromAddress);
      replaceAddress(fromAddress);
      setState({ status: 'ready', projects: sorted, options });
    });
    return () => controller.abort();
  }, []);

  const changeFilters = useCallback((next: Filters) => {
    setFilters(next);
    replaceAddress(next);
  }, []);

  const open = useCallback((project: ProjectEnhanced) => {
    returnFocusTo.current = project.id;
    setOpenProject(project);
  }, []);

  const close = useCallback(() => {
    setOpenProject(null);
    const id = returnFocusTo.current;
    // After the dialog has left the page, focus goes back to the card that opened it.
    requestAnimationFrame(() => {
      if (id) buttons.current.get(id)?.focus();
    });
  }, []);

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
                buttonRef={(element) => {
                  if (element) buttons.current.set(project.id, element);
                  else buttons.current.delete(project.id);
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

function replaceAddress(filters: Filters): void {
  const search = filtersToSearch(window.location.search, filters);
  if (search === window.location.search) return;
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}${window.location.hash}`);
}
