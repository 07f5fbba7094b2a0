import { useId, useState } from 'react';
import { searchMatcher } from '#src/lib/text/search.ts';
import { plural } from '#src/i18n/plural.ts';
import type { Shown } from '#admin/lib/coded-text.ts';
import { useAdminLanguage, useMessage, useTexts } from '#admin/lib/language.tsx';
import { itemTexts } from '#admin/lib/texts/items.ts';
import { fill } from '#src/i18n/fill.ts';

// A checkbox list with a filter box: every option stays a native checkbox, so
// it works with a keyboard and a screen reader without a custom listbox.

export interface MultiSelectOption {
  id: string;
  label: string;
  detail?: string | undefined;
}

export interface MultiSelectProps {
  legend: string;
  options: MultiSelectOption[];
  selected: string[];
  onChange: (ids: string[]) => void;
  emptyText: string;
  error?: Shown | undefined;
  loading?: boolean;
}

const FILTER_FROM = 8;

export function MultiSelect({ legend, options, selected, onChange, emptyText, error, loading = false }: MultiSelectProps) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const texts = useTexts(itemTexts);
  const { language } = useAdminLanguage();
  const message = useMessage();
  const chosen = new Set(selected);
  const matches = searchMatcher(filter);
  const visible = options.filter((option) => matches(`${option.label} ${option.detail ?? ''}`));

  const toggle = (optionId: string, on: boolean) => {
    onChange(on ? [...selected, optionId] : selected.filter((value) => value !== optionId));
  };

  return (
    <fieldset className={['multi-select', error ? 'field--invalid' : ''].filter(Boolean).join(' ')} aria-describedby={`${id}-count`}>
      <legend className="field__label">{legend}</legend>
      <p className="multi-select__count" id={`${id}-count`}>
        {selected.length === 0 ? texts.noneSelected : fill(plural(language, selected.length, texts.selected), { count: selected.length })}
        {selected.length > 0 ? (
          <button type="button" className="link-button" onClick={() => onChange([])}>
            {texts.clear}
            <span className="visually-hidden"> {legend.toLowerCase()}</span>
          </button>
        ) : null}
      </p>
      {options.length >= FILTER_FROM ? (
        <input
          type="search"
          className="input input--small multi-select__filter"
          placeholder={fill(texts.filter, { items: legend.toLowerCase() })}
          aria-label={fill(texts.filter, { items: legend.toLowerCase() })}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      ) : null}
      {loading ? (
        <p className="multi-select__empty">{texts.loadingShort}</p>
      ) : options.length === 0 ? (
        <p className="multi-select__empty">{emptyText}</p>
      ) : (
        <ul className="multi-select__options">
          {visible.map((option) => (
            <li key={option.id}>
              <label className="multi-select__option">
                <input type="checkbox" checked={chosen.has(option.id)} onChange={(event) => toggle(option.id, event.target.checked)} />
                <span className="multi-select__label">{option.label}</span>
                {option.detail ? <span className="multi-select__detail">{option.detail}</span> : null}
              </label>
            </li>
          ))}
          {visible.length === 0 ? <li className="multi-select__empty">{fill(texts.noMatch, { filter })}</li> : null}
        </ul>
      )}
      {error ? <p className="field__error">{message(error)}</p> : null}
    </fieldset>
  );
}
