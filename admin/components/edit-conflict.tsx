import { useEffect, useRef } from 'react';
import { useTexts } from '#admin/lib/language.tsx';
import { shownValue, type FieldChange } from '#admin/lib/edit-merge.ts';
import { conflictTexts } from '#admin/lib/texts/conflicts.ts';

// The comparison an edit form shows when its save was refused because someone
// else saved the item since it was opened (ADR 0045): what was taken from
// their save, and for each field both changed, a choice between the two.

export interface EditConflictProps {
  changes: readonly FieldChange[];
  /** Which side each conflicting field keeps now. */
  choices: Readonly<Record<string, 'mine' | 'theirs'>>;
  onChoose: (change: FieldChange, side: 'mine' | 'theirs') => void;
  labelOf: (key: string) => string;
  /** How a field's value reads (ids as names); the default shows texts, lists and yes/no. */
  describe?: ((key: string, value: unknown) => string | undefined) | undefined;
}

export function EditConflict({ changes, choices, onChoose, labelOf, describe }: EditConflictProps) {
  const texts = useTexts(conflictTexts);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const show = (key: string, value: unknown) => describe?.(key, value) ?? shownValue(value, texts.yes, texts.no);
  const taken = changes.filter((change) => change.resolution === 'theirs');
  const both = changes.filter((change) => change.resolution === 'conflict');
  return (
    <section className="edit-conflict" aria-labelledby="edit-conflict-title">
      <h2 id="edit-conflict-title" className="edit-conflict__title" ref={heading} tabIndex={-1}>
        {texts.title}
      </h2>
      <p>{texts.intro}</p>
      {taken.length > 0 ? (
        <>
          <h3 className="edit-conflict__subtitle">{texts.taken}</h3>
          <dl className="edit-conflict__taken">
            {taken.map((change) => (
              <div key={change.key}>
                <dt>{labelOf(change.key)}</dt>
                <dd>
                  <span className="edit-conflict__value">{show(change.key, change.theirs)}</span>{' '}
                  <span className="edit-conflict__was">
                    ({texts.was}: {show(change.key, change.base)})
                  </span>
                </dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      {both.length > 0 ? (
        <>
          <h3 className="edit-conflict__subtitle">{texts.both}</h3>
          {both.map((change) => {
            const name = `conflict-${change.key}`;
            const chosen = choices[change.key] ?? 'mine';
            return (
              <fieldset key={change.key} className="edit-conflict__choice">
                <legend>{labelOf(change.key)}</legend>
                <label>
                  <input type="radio" name={name} checked={chosen === 'mine'} onChange={() => onChoose(change, 'mine')} /> {texts.keepMine}:{' '}
                  <span className="edit-conflict__value">{show(change.key, change.mine)}</span>
                </label>
                <label>
                  <input type="radio" name={name} checked={chosen === 'theirs'} onChange={() => onChoose(change, 'theirs')} />{' '}
                  {texts.takeTheirs}: <span className="edit-conflict__value">{show(change.key, change.theirs)}</span>
                </label>
              </fieldset>
            );
          })}
        </>
      ) : null}
    </section>
  );
}
