import { useEffect, useRef, useState } from 'react';
import type * as z from '#src/schemas/zod-mini.ts';
import { BULK_MAX_IDS, type bulkItemErrorSchema } from '#src/schemas/bulk.ts';
import { plural, type PluralForms } from '#src/i18n/plural.ts';
import { fill } from '#src/i18n/fill.ts';
import { useConfirm } from '#admin/components/confirm-dialog.tsx';
import { failureMessage, isSessionEnd } from '#admin/lib/errors.ts';
import type { Shown } from '#admin/lib/coded-text.ts';
import { useAdminLanguage, useMessage } from '#admin/lib/language.tsx';

// Above a list: select every item of the page, then run one of the
// collection's bulk actions on the selection in one request (ADR 0048, 0054;
// the delete asks once). What it did stays in a status line with Undo, which
// runs the opposite action on the items it changed, based on the versions
// they have now; an action with no opposite (an enquiry's erasure) has no Undo.

/** A bulk endpoint's answer, whatever the collection. */
export interface BulkAnswer<A extends string> {
  action: A;
  changed: number;
  failed: number;
  results: readonly {
    id: string;
    outcome: 'changed' | 'unchanged' | 'failed';
    status: number;
    title?: string | undefined;
    error?: z.infer<typeof bulkItemErrorSchema> | undefined;
  }[];
}

export interface BulkRequest<A extends string> {
  action: A;
  ids: string[];
  versions?: Record<string, string> | undefined;
}

/** The mutation that sends a bulk request (one hook per collection, which owns its cache). */
export interface BulkMutation<A extends string> {
  mutate: (input: BulkRequest<A>, callbacks: { onSuccess: (answer: BulkAnswer<A>) => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
}

export interface BulkBarTexts<A extends string> {
  bulkLabel: string;
  selectPage: string;
  selected: PluralForms;
  clearSelection: string;
  tooMany: string;
  actions: Partial<Record<A, string>>;
  done: Record<A, PluralForms>;
  failedSome: PluralForms;
  bulkFailed: string;
  undo: string;
  undoing: string;
  undone: string;
  undoFailed: string;
  dismiss: string;
  deleteManyTitle: string;
  deleteManyText: PluralForms;
  deleteManyConfirm: PluralForms;
}

interface Outcome<A extends string> {
  /** What was done, in words, or the failure of the whole request. */
  said: Shown;
  tone: 'done' | 'failed';
  /** The undo still possible: the action and the items to run it on. */
  undo?: { action: A; ids: string[] };
}

export interface BulkBarProps<A extends string> {
  /** The buttons, in order; `delete` asks first. */
  actions: readonly A[];
  /** The action that puts back what each one changed; none: it cannot be undone. */
  undoOf: Partial<Record<A, A>>;
  bulk: BulkMutation<A>;
  texts: BulkBarTexts<A>;
  /** The items of the page shown, in order. */
  pageIds: readonly string[];
  selected: ReadonlySet<string>;
  onSelect: (ids: ReadonlySet<string>) => void;
  /** An item's name, for the failures' reasons. */
  titleOf: (id: string) => string;
  /** An item's version as the list holds it now (ADR 0045), sent so a colleague's later change is not overwritten. */
  versionOf: (id: string) => string | undefined;
}

export function BulkBar<A extends string>(props: BulkBarProps<A>) {
  const { actions, undoOf, bulk, texts, pageIds, selected, onSelect, titleOf, versionOf } = props;
  const { language } = useAdminLanguage();
  const message = useMessage();
  const confirm = useConfirm();
  const [outcome, setOutcome] = useState<Outcome<A> | null>(null);
  const allBox = useRef<HTMLInputElement>(null);
  const onPage = pageIds.filter((id) => selected.has(id)).length;
  // One request takes a page at its largest; a selection kept across pages may be more.
  const tooMany = selected.size > BULK_MAX_IDS;
  const count = (forms: PluralForms, n: number) => fill(plural(language, n, forms), { count: n });

  useEffect(() => {
    if (allBox.current) allBox.current.indeterminate = onPage > 0 && onPage < pageIds.length;
  }, [onPage, pageIds.length]);

  const describe = (answer: BulkAnswer<A>): string => {
    const done = count(texts.done[answer.action], answer.changed);
    if (answer.failed === 0) return done;
    const reasons = answer.results
      .filter((result) => result.outcome === 'failed')
      .map(
        (result) =>
          `${result.title ?? titleOf(result.id)} (${result.error ? message({ ...result.error, text: result.error.error }) : result.status})`,
      )
      .join(', ');
    return `${done}. ${fill(plural(language, answer.failed, texts.failedSome), { count: answer.failed, reasons })}`;
  };

  const versionsOf = (ids: readonly string[]) =>
    Object.fromEntries(ids.flatMap((id) => (versionOf(id) === undefined ? [] : [[id, versionOf(id)!]])));

  const run = (action: A, ids: string[], undoing: boolean) =>
    bulk.mutate(
      { action, ids, versions: versionsOf(ids) },
      {
        onSuccess: (answer) => {
          const changed = answer.results.filter((result) => result.outcome === 'changed').map((result) => result.id);
          if (!undoing) onSelect(new Set([...selected].filter((id) => !changed.includes(id))));
          const opposite = undoOf[action];
          setOutcome({
            said: undoing && answer.failed === 0 ? texts.undone : describe(answer),
            tone: answer.failed > 0 ? 'failed' : 'done',
            ...(!undoing && opposite && changed.length > 0 ? { undo: { action: opposite, ids: changed } } : {}),
          });
        },
        onError: (error) => {
          if (!isSessionEnd(error))
            setOutcome({ said: failureMessage(error, undoing ? texts.undoFailed : texts.bulkFailed), tone: 'failed' });
        },
      },
    );

  const start = async (action: A) => {
    const ids = [...selected];
    if (action === 'delete') {
      const ok = await confirm({
        title: texts.deleteManyTitle,
        message: count(texts.deleteManyText, ids.length),
        confirmLabel: count(texts.deleteManyConfirm, ids.length),
        tone: 'danger',
      });
      if (!ok) return;
    }
    run(action, ids, false);
  };

  const selectPage = (on: boolean) => {
    const next = new Set(selected);
    for (const id of pageIds) {
      if (on) next.add(id);
      else next.delete(id);
    }
    onSelect(next);
  };

  return (
    <div className="bulk">
      <div className="bulk__bar" role="group" aria-label={texts.bulkLabel}>
        <label className="bulk__all">
          <input
            ref={allBox}
            type="checkbox"
            checked={pageIds.length > 0 && onPage === pageIds.length}
            onChange={(event) => selectPage(event.target.checked)}
          />
          {texts.selectPage}
        </label>
        {selected.size > 0 ? (
          <>
            <span className="bulk__count">{count(texts.selected, selected.size)}</span>
            {actions.map((action) => (
              <button
                key={action}
                type="button"
                className={`button button--small ${action === 'delete' ? 'button--danger-ghost' : 'button--secondary'}`}
                disabled={bulk.isPending || tooMany}
                onClick={() => void start(action)}
              >
                {texts.actions[action]}
              </button>
            ))}
            <button type="button" className="button button--ghost button--small" onClick={() => onSelect(new Set())}>
              {texts.clearSelection}
            </button>
            {tooMany ? <span className="bulk__count">{fill(texts.tooMany, { max: BULK_MAX_IDS })}</span> : null}
          </>
        ) : null}
      </div>
      <div className={`bulk__status${outcome ? ` bulk__status--${outcome.tone}` : ''}`} role="status">
        {outcome ? (
          <>
            <span>{message(outcome.said)}</span>
            {outcome.undo ? (
              <button
                type="button"
                className="button button--secondary button--small"
                disabled={bulk.isPending}
                onClick={() => outcome.undo && run(outcome.undo.action, outcome.undo.ids, true)}
              >
                {bulk.isPending ? texts.undoing : texts.undo}
              </button>
            ) : null}
            <button type="button" className="button button--ghost button--small" onClick={() => setOutcome(null)}>
              {texts.dismiss}
            </button>
          </>
        ) : null}
      </div>
    </div>
  );
}
