import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTexts } from '#admin/lib/language.tsx';
import { projectListTexts } from '#admin/features/projects-enhanced/texts.ts';
import type { Facets } from '#admin/features/projects-enhanced/components/project-list-filters.ts';
import { projectListFacets as facetNames, type FacetChoice, type ProjectListFacet } from '#src/schemas/project-list.ts';

// The list's four facets (sector, category, technology, client) as menus, each
// kept in the URL; a change starts again from the first page. Each choice says
// how many projects picking it would show, the other filters kept.

export function ProjectListFacets({ facets, choices }: { facets: Facets; choices: Record<ProjectListFacet, FacetChoice[]> }) {
  const texts = useTexts(projectListTexts);
  const [, setParams] = useSearchParams();
  const id = useId();
  const set = (changes: Partial<Facets>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('page');
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  const active = facetNames.some((name) => facets[name] !== '');
  return (
    <fieldset className="list-facets">
      <legend className="visually-hidden">{texts.filters}</legend>
      {facetNames.map((name) => (
        <div key={name} className="list-toolbar__sort">
          <label htmlFor={`${id}-${name}`}>{texts.facets[name]}</label>
          <select
            id={`${id}-${name}`}
            className="input select"
            value={facets[name]}
            onChange={(event) => set({ [name]: event.target.value })}
          >
            <option value="">{texts.anyFacet[name]}</option>
            {/* A facet named by a shared link that no project has any more still shows what it asks for. */}
            {facets[name] && !choices[name].some((choice) => choice.value === facets[name]) ? (
              <option value={facets[name]}>{facets[name]}</option>
            ) : null}
            {choices[name].map((choice) => (
              <option key={choice.value} value={choice.value}>
                {`${choice.label} (${String(choice.count)})`}
              </option>
            ))}
          </select>
        </div>
      ))}
      {active ? (
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => set({ sector: '', category: '', technology: '', client: '' })}
        >
          {texts.clearFilters}
        </button>
      ) : null}
    </fieldset>
  );
}
