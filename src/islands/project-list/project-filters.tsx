import type { FilterOption } from '#src/schemas/portfolio.ts';
import { filterKeys, filterLabels, type FilterKey, type Filters } from '#src/islands/project-list/filters.ts';

// The three filter menus above the project list. While the list loads they
// are drawn disabled, so nothing moves when it arrives.

interface Props {
  options: Record<FilterKey, readonly FilterOption[]>;
  filters: Filters;
  disabled: boolean;
  onChange: (key: FilterKey, value: string | null) => void;
  onClear: () => void;
}

export function ProjectFilters({ options, filters, disabled, onChange, onClear }: Props) {
  const active = filterKeys.some((key) => filters[key] !== null);
  return (
    <form className="project-filters" aria-label="Filter projects" onSubmit={(event) => event.preventDefault()}>
      {filterKeys.map((key) => (
        <div className="project-filters__field" key={key}>
          <label htmlFor={`filter-${key}`}>{filterLabels[key].label}</label>
          <select
            id={`filter-${key}`}
            name={key}
            value={filters[key] ?? ''}
            disabled={disabled}
            onChange={(event) => onChange(key, event.target.value === '' ? null : event.target.value)}
          >
            <option value="">{filterLabels[key].all}</option>
            {options[key].map((option) => (
              <option key={option.id} value={option.slug}>
                {`${option.name} (${option.count})`}
              </option>
            ))}
          </select>
        </div>
      ))}
      <button type="button" className="project-filters__clear" onClick={onClear} disabled={disabled || !active}>
        Clear filters
      </button>
    </form>
  );
}
