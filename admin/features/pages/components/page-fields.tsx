import { useId, useRef } from 'react';
import { SelectField, TextAreaField, TextField } from '#admin/components/form-fields.tsx';
import { FormattedTextField } from '#admin/components/formatted-text/formatted-text-field.tsx';
import type { Shown } from '#admin/lib/coded-text.ts';
import { useMessage, useTexts } from '#admin/lib/language.tsx';
import type { FieldErrors } from '#admin/lib/validate.ts';
import type { Block, FieldNode, FieldValue, LeafField, Shape } from '#admin/features/pages/page-model.ts';
import { pageTexts, type PageTexts } from '#admin/features/pages/texts.ts';
import { icons } from '#src/lib/icons.ts';
import { fill } from '#src/i18n/fill.ts';

// The fields of a page's draft, drawn from its type (page-model.ts): each text
// in English beside its French, lists row by row, repeated blocks (features,
// figures, sections) that can be added, removed and moved with buttons. The
// French of a block follows its English block, one for one.

export interface PageFieldsProps {
  values: Record<string, FieldValue>;
  set: (key: string) => (value: FieldValue) => void;
  errors: FieldErrors;
}

type Language = 'en' | 'fr';

/** A field's name in the admin's language: "Lead", "Hero · Lead" with its group. */
export function fieldName(texts: PageTexts, path: string): string {
  return path
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .map((part) => (texts.fields as Record<string, string>)[part] ?? part)
    .join(' · ');
}

const itemName = (texts: PageTexts, name: string) => (texts.itemNames as Record<string, string>)[name] ?? texts.itemNames.other;
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const iconOptions = Object.keys(icons).map((name) => ({ value: name, label: name }));

/** One text in one language: a line, a box of a few lines, formatted text or a date. */
function TextInput({
  node,
  label,
  language,
  value,
  onChange,
  error,
}: {
  node: Extract<FieldNode, { kind: 'text' }>;
  label: string;
  language: Language;
  value: string;
  onChange: (value: string) => void;
  error: Shown | undefined;
}) {
  const common = { label, value, onValueChange: onChange, error, ...(language === 'fr' ? { lang: 'fr' } : {}) };
  const max = node.max === undefined ? {} : { maxLength: node.max };
  if (node.size === 'markdown') return <FormattedTextField {...common} {...max} rows={6} french={language === 'fr'} />;
  if (node.size === 'long') return <TextAreaField {...common} {...max} rows={3} />;
  if (node.size === 'day') return <TextField {...common} type="date" />;
  return <TextField {...common} {...max} />;
}

/** Buttons that move or remove the row at `index` of `count`. */
function RowButtons({
  item,
  index,
  count,
  onMove,
  onRemove,
}: {
  item: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}) {
  const texts = useTexts(pageTexts);
  const names = { item, index: index + 1 };
  return (
    <span className="page-rows__buttons">
      <button
        type="button"
        className="button button--ghost button--small"
        data-move="up"
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <span aria-hidden="true">↑</span>
        <span className="visually-hidden">{fill(texts.moveUp, names)}</span>
      </button>
      <button
        type="button"
        className="button button--ghost button--small"
        data-move="down"
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <span aria-hidden="true">↓</span>
        <span className="visually-hidden">{fill(texts.moveDown, names)}</span>
      </button>
      <button type="button" className="button button--ghost button--small" onClick={() => onRemove(index)}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">{fill(texts.removeItem, names)}</span>
      </button>
    </span>
  );
}

const moved = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};

/** Short lines edited row by row (bullets, keywords): add, remove, move. Blank rows are dropped on save. */
function RowsField({
  legend,
  item,
  language,
  rows,
  onChange,
  error,
}: {
  legend: string;
  item: string;
  language: Language;
  rows: string[];
  onChange: (rows: string[]) => void;
  error: Shown | undefined;
}) {
  const texts = useTexts(pageTexts);
  const message = useMessage();
  const id = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const focusRow = (index: number) =>
    window.requestAnimationFrame(() => listRef.current?.querySelectorAll<HTMLInputElement>('input')[index]?.focus());
  return (
    <fieldset
      className={['page-rows', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}
      lang={language === 'fr' ? 'fr' : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="field__label">{legend}</legend>
      {rows.length === 0 ? <p className="field__hint">{texts.noItems}</p> : null}
      <ol className="page-rows__list" ref={listRef}>
        {rows.map((row, index) => (
          // Rows have no identity beyond their position.
          <li key={index} className="page-rows__row">
            <input
              className="input"
              value={row}
              aria-label={fill(texts.row, { item: capital(item), index: index + 1 })}
              aria-invalid={error ? true : undefined}
              onChange={(event) => onChange(rows.map((current, i) => (i === index ? event.target.value : current)))}
            />
            <RowButtons
              item={item}
              index={index}
              count={rows.length}
              onMove={(from, to) => onChange(moved(rows, from, to))}
              onRemove={(at) => onChange(rows.filter((_, i) => i !== at))}
            />
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={() => {
          onChange([...rows, '']);
          focusRow(rows.length);
        }}
      >
        + {fill(texts.addItem, { item })}
      </button>
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {message(error)}
        </p>
      ) : null}
    </fieldset>
  );
}

const inLanguage = (texts: PageTexts, label: string, language: Language) =>
  fill(texts.inLanguage, { label, language: language === 'en' ? texts.english : texts.french });

/** A text or a list in English beside its French. */
function Pair({
  node,
  name,
  itemKey,
  en,
  fr,
}: {
  node: Extract<FieldNode, { kind: 'text' | 'list' }>;
  name: string;
  /** The list's name, for its rows ("Bullet 2"). */
  itemKey: string;
  en: { value: string | string[]; onChange: (value: string | string[]) => void; error: Shown | undefined };
  fr: { value: string | string[]; onChange: (value: string | string[]) => void; error: Shown | undefined };
}) {
  const texts = useTexts(pageTexts);
  const sides = [
    ['en', en],
    ['fr', fr],
  ] as const;
  return (
    <div className="page-pair">
      {sides.map(([language, side]) =>
        node.kind === 'list' ? (
          <RowsField
            key={language}
            legend={inLanguage(texts, name, language)}
            item={itemName(texts, itemKey)}
            language={language}
            rows={Array.isArray(side.value) ? side.value : []}
            onChange={side.onChange}
            error={side.error}
          />
        ) : (
          <TextInput
            key={language}
            node={node}
            label={inLanguage(texts, name, language)}
            language={language}
            value={typeof side.value === 'string' ? side.value : ''}
            onChange={side.onChange}
            error={side.error}
          />
        ),
      )}
    </div>
  );
}

const emptyBlock = (shape: Shape, withIcon: boolean): Block =>
  Object.fromEntries(
    shape
      .filter(([, node]) => withIcon || node.kind !== 'icon')
      .map(([name, node]) => [name, node.kind === 'list' ? [] : node.kind === 'icon' ? (Object.keys(icons)[0] ?? '') : '']),
  );

/** Repeated blocks (features, figures, sections), English and French together: add, remove, move. */
function BlocksField({ path, node, values, set, errors }: PageFieldsProps & { path: string; node: Extract<FieldNode, { kind: 'items' }> }) {
  const texts = useTexts(pageTexts);
  const message = useMessage();
  const name = path.split('.').at(-1) ?? path;
  const item = itemName(texts, name);
  const enKey = `en.${path}`;
  const frKey = `fr.${path}`;
  const english = (values[enKey] ?? []) as Block[];
  const french = (values[frKey] ?? []) as Block[];
  const change = (nextEnglish: Block[], nextFrench: Block[]) => {
    set(enKey)(nextEnglish);
    set(frKey)(nextFrench);
  };
  const error = errors[enKey];
  const listRef = useRef<HTMLOListElement>(null);
  return (
    <fieldset className={['page-blocks', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <legend className="page-blocks__legend">{fieldName(texts, name)}</legend>
      {error ? <p className="field__error">{message(error)}</p> : null}
      <ol className="page-blocks__list" ref={listRef}>
        {english.map((block, index) => {
          const frBlock = french[index] ?? emptyBlock(node.item, false);
          const setField = (language: Language, field: string) => (value: FieldValue) => {
            if (language === 'en')
              set(enKey)(english.map((current, i) => (i === index ? { ...current, [field]: value as string } : current)));
            else
              set(frKey)(
                english.map((_, i) =>
                  i === index ? { ...frBlock, [field]: value as string } : (french[i] ?? emptyBlock(node.item, false)),
                ),
              );
          };
          const blockLabel = fill(texts.item, { item: capital(item), index: index + 1 });
          return (
            <li key={index} className="page-blocks__block">
              <fieldset className="page-block">
                <legend className="page-block__legend">{blockLabel}</legend>
                <RowButtons
                  item={item}
                  index={index}
                  count={english.length}
                  onMove={(from, to) => change(moved(english, from, to), moved(french, from, to))}
                  onRemove={(at) =>
                    change(
                      english.filter((_, i) => i !== at),
                      french.filter((_, i) => i !== at),
                    )
                  }
                />
                {node.item.map(([field, fieldNode]) => {
                  const label = fieldName(texts, field);
                  const key = `${path}.${String(index)}.${field}`;
                  if (fieldNode.kind === 'icon')
                    return (
                      <SelectField
                        key={field}
                        label={label}
                        value={String(block[field] ?? '')}
                        options={iconOptions}
                        onValueChange={setField('en', field)}
                        error={errors[`en.${key}`]}
                      />
                    );
                  if (fieldNode.kind !== 'text' && fieldNode.kind !== 'list') return null;
                  return (
                    <Pair
                      key={field}
                      node={fieldNode}
                      name={label}
                      itemKey={field}
                      en={{ value: block[field] ?? '', onChange: setField('en', field), error: errors[`en.${key}`] }}
                      fr={{ value: frBlock[field] ?? '', onChange: setField('fr', field), error: errors[`fr.${key}`] }}
                    />
                  );
                })}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={english.length >= node.max}
        onClick={() => {
          const padded = english.map((_, i) => french[i] ?? emptyBlock(node.item, false));
          change([...english, emptyBlock(node.item, true)], [...padded, emptyBlock(node.item, false)]);
          window.requestAnimationFrame(() =>
            listRef.current?.querySelector<HTMLElement>('li:last-child input, li:last-child select')?.focus(),
          );
        }}
      >
        + {fill(texts.addItem, { item })}
      </button>
    </fieldset>
  );
}

/** One field of the page as the form edits it: a pair of texts or lists, an icon, or blocks. */
export function PageField({ leaf, name, values, set, errors }: PageFieldsProps & { leaf: LeafField; name: string }) {
  const { path, node } = leaf;
  const enKey = `en.${path}`;
  const frKey = `fr.${path}`;
  if (node.kind === 'items') return <BlocksField path={path} node={node} values={values} set={set} errors={errors} />;
  if (node.kind === 'icon')
    return (
      <SelectField
        label={name}
        value={typeof values[enKey] === 'string' ? values[enKey] : ''}
        options={iconOptions}
        onValueChange={set(enKey)}
        error={errors[enKey]}
      />
    );
  return (
    <Pair
      node={node}
      name={name}
      itemKey={path.split('.').at(-1) ?? path}
      en={{ value: values[enKey] as string | string[], onChange: set(enKey), error: errors[enKey] }}
      fr={{ value: values[frKey] as string | string[], onChange: set(frKey), error: errors[frKey] }}
    />
  );
}
