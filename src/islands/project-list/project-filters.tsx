import { nameIn } from '#src/lib/project-language.ts';
import { filterKeys, type FilterKey, type Filters } from '#src/lib/portfolio/filters.ts';
import { useListLanguage } from '#src/islands/project-list/list-language.tsx';
import type { ListOption } from '#src/lib/portfolio/list-page.ts';

// The three filter menus above the project list. While the list loads they
// are drawn disabled, so nothing moves when it arrives.

interface Props {
  options: Record<FilterKey, readonly ListOption[]>;
  filters: Filters;
  disabled: boolean;
  onChange: (key: FilterKey, value: string | null) => void;
  onClear: () => void;
  /** Called on the first pointer over or focus in the filters, to load what a choice needs ahead of it. */
  onWarm?: () => void;
}

export function ProjectFilters({ options, filters, disabled, onChange, onClear, onWarm }: Props) {
  const { texts, locale, say } = useListLanguage();
  const active = filterKeys.some((key) => filters[key] !== null);
  return (
    <form
      className="project-filters"
      aria-label={texts.filterLabel}
      onSubmit={(event) => event.preventDefault()}
      onPointerEnter={onWarm}
      onFocus={onWarm}
    >
      {filterKeys.map((key) => (
        <div className="project-filters__field" key={key}>
          <label htmlFor={`filter-${key}`}>{texts.filters[key].label}</label>
          <select
            id={`filter-${key}`}
            name={key}
            value={filters[key] ?? ''}
            disabled={disabled}
            onChange={(event) => onChange(key, event.target.value === '' ? null : event.target.value)}
          >
            <option value="">{texts.filters[key].all}</option>
            {options[key].map((option) => {
              const { name, lang } = nameIn(option, locale);
              return (
                <option key={option.slug} value={option.slug} lang={lang}>
                  {`${name} (${say('{count}', { count: option.count })})`}
                </option>
              );
            })}
          </select>
        </div>
      ))}
      <button type="button" className="project-filters__clear" onClick={onClear} disabled={disabled || !active}>
        {texts.clear}
      </button>
    </form>
  );
}
