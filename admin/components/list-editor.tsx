import { useId, useRef } from 'react';
import type { Shown } from '#admin/lib/coded-text.ts';
import { useMessage, useTexts } from '#admin/lib/language.tsx';
import { itemTexts } from '#admin/lib/texts/items.ts';
import { fill } from '#src/i18n/fill.ts';

// Rows of short texts (technologies, outcomes, scope, results). There is always
// at least one row to type in; blank rows are dropped by the schema on save.

export interface ListEditorProps {
  legend: string;
  /** Names one row for screen readers: "Outcome 2". */
  itemLabel: string;
  addLabel: string;
  values: string[];
  onChange: (values: string[]) => void;
  error?: Shown | undefined;
  hint?: string;
  maxItems?: number;
  /** The rows' language when it is not the page's (a French translation). */
  lang?: string;
}

export function ListEditor({ legend, itemLabel, addLabel, values, onChange, error, hint, maxItems = 50, lang }: ListEditorProps) {
  const id = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const rows = values.length > 0 ? values : [''];

  const focusRow = (index: number) => {
    window.requestAnimationFrame(() => {
      listRef.current?.querySelectorAll<HTMLInputElement>('input')[index]?.focus();
    });
  };

  const texts = useTexts(itemTexts);
  const message = useMessage();
  const update = (index: number, value: string) => onChange(rows.map((row, i) => (i === index ? value : row)));
  const add = () => {
    onChange([...rows, '']);
    focusRow(rows.length);
  };
  const remove = (index: number) => {
    const next = rows.filter((_, i) => i !== index);
    onChange(next.length > 0 ? next : ['']);
    focusRow(Math.max(0, Math.min(index, next.length - 1)));
  };

  return (
    <fieldset
      className={['list-editor', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}
      aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
    >
      <legend className="field__label">{legend}</legend>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <ol className="list-editor__rows" ref={listRef}>
        {rows.map((row, index) => (
          // Rows have no identity beyond their position, so the index is the key.
          <li key={index} className="list-editor__row">
            <span className="list-editor__index" aria-hidden="true">
              {index + 1}
            </span>
            <input
              className="input"
              lang={lang}
              value={row}
              aria-label={`${itemLabel} ${index + 1}`}
              onChange={(event) => update(index, event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  if (rows.length < maxItems) add();
                }
              }}
            />
            <button
              type="button"
              className="icon-button"
              onClick={() => remove(index)}
              aria-label={fill(texts.remove, { item: itemLabel.toLowerCase(), index: index + 1 })}
              disabled={rows.length === 1 && row === ''}
            >
              <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className="button button--ghost button--small" onClick={add} disabled={rows.length >= maxItems}>
        + {addLabel}
      </button>
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {message(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
