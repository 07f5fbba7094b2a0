import { useId } from 'react';
import { useAdminLanguage, useTexts } from '#admin/lib/language.tsx';
import { itemTexts } from '#admin/lib/texts/items.ts';
import { fill } from '#src/i18n/fill.ts';
import { plural, type PluralForms } from '#src/i18n/plural.ts';

// Search box, filter and sort menus and result count above a list.

export interface ListToolbarProps<K extends string> {
  noun: string;
  /** The noun of the count in the forms a count takes ("1 client", "2 clients"); `noun` when not given. */
  nouns?: PluralForms;
  query: string;
  onQueryChange: (query: string) => void;
  sort: K;
  onSortChange: (sort: K) => void;
  sortOptions: { value: K; label: string }[];
  shown: number;
  total: number;
  reorderHint?: boolean;
  /** Named subsets besides "all"; no menu when there are none. */
  filter?: string;
  onFilterChange?: (filter: string) => void;
  filterOptions?: { value: string; label: string }[];
}

export function ListToolbar<K extends string>({
  noun,
  nouns,
  query,
  onQueryChange,
  sort,
  onSortChange,
  sortOptions,
  shown,
  total,
  reorderHint,
  filter = '',
  onFilterChange,
  filterOptions = [],
}: ListToolbarProps<K>) {
  const searchId = useId();
  const texts = useTexts(itemTexts);
  const { language } = useAdminLanguage();
  const counted = nouns ? plural(language, total, nouns) : noun;
  const sortId = useId();
  const filterId = useId();
  return (
    <div className="list-toolbar">
      <div className="list-toolbar__search">
        <label htmlFor={searchId} className="visually-hidden">
          {fill(texts.search, { noun })}
        </label>
        <svg className="list-toolbar__search-icon" viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
          <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M13 13l4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          id={searchId}
          type="search"
          className="input"
          placeholder={fill(texts.search, { noun })}
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
        />
      </div>
      {filterOptions.length > 0 && onFilterChange ? (
        <div className="list-toolbar__sort">
          <label htmlFor={filterId}>{texts.show}</label>
          <select id={filterId} className="input select" value={filter} onChange={(event) => onFilterChange(event.target.value)}>
            <option value="">{fill(texts.all, { noun })}</option>
            {filterOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="list-toolbar__sort">
        <label htmlFor={sortId}>{texts.sortBy}</label>
        <select
          id={sortId}
          className="input select"
          value={sort}
          onChange={(event) => {
            const option = sortOptions.find((candidate) => candidate.value === event.target.value);
            if (option) onSortChange(option.value);
          }}
        >
          {sortOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <p className="list-toolbar__count" aria-live="polite">
        {shown === total ? fill(texts.count, { total, noun: counted }) : fill(texts.countOf, { shown, total, noun: counted })}
        {reorderHint ? <span className="list-toolbar__hint">{texts.reorderHint}</span> : null}
      </p>
    </div>
  );
}
