import { useEffect, useRef, useState } from 'react';
import { BULK_MAX_IDS } from '#src/schemas/bulk.ts';
import type { BulkAction, BulkResult } from '#src/schemas/project-bulk.ts';
import { plural } from '#src/i18n/plural.ts';
import { fill } from '#src/i18n/fill.ts';
import { useConfirm } from '#admin/components/confirm-dialog.tsx';
import { failureMessage, isSessionEnd } from '#admin/lib/errors.ts';
import type { Shown } from '#admin/lib/coded-text.ts';
import { useAdminLanguage, useMessage, useTexts } from '#admin/lib/language.tsx';
import { undoOf, useBulkProjectsEnhanced } from '#admin/features/projects-enhanced/bulk-api.ts';
import { projectListTexts } from '#admin/features/projects-enhanced/texts.ts';

// Above the list: select every project of the page, then publish, unpublish,
// feature, unfeature or delete the selection in one request (a delete asks
// once). What it did stays in a status line with Undo, which runs the opposite
// action on the projects it changed (a delete is undone from Recently deleted).

type Action = Exclude<BulkAction, 'restore'>;
const actions: Action[] = ['publish', 'unpublish', 'feature', 'unfeature', 'delete'];

interface Outcome {
  /** What was done, in words, or the failure of the whole request. */
  said: Shown;
  tone: 'done' | 'failed';
  /** The undo still possible: the action and the projects to run it on. */
  undo?: { action: BulkAction; ids: string[] };
}

export interface BulkActionsProps {
  /** The projects of the page shown, in order. */
  pageIds: readonly string[];
  selected: ReadonlySet<string>;
  onSelect: (ids: ReadonlySet<string>) => void;
  /** A project's title, for the failures' reasons. */
  titleOf: (id: string) => string;
}

export function BulkActions({ pageIds, selected, onSelect, titleOf }: BulkActionsProps) {
  const texts = useTexts(projectListTexts);
  const { language } = useAdminLanguage();
  const message = useMessage();
  const confirm = useConfirm();
  const bulk = useBulkProjectsEnhanced();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const allBox = useRef<HTMLInputElement>(null);
  const onPage = pageIds.filter((id) => selected.has(id)).length;
  // One request takes a page at its largest; a selection kept across pages may be more.
  const tooMany = selected.size > BULK_MAX_IDS;
  const count = (forms: { one: string; other: string }, n: number) => fill(plural(language, n, forms), { count: n });

  useEffect(() => {
    if (allBox.current) allBox.current.indeterminate = onPage > 0 && onPage < pageIds.length;
  }, [onPage, pageIds.length]);

  const describe = (answer: BulkResult): string => {
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

  const run = (action: BulkAction, ids: string[], undoing: boolean) =>
    bulk.mutate(
      { action, ids },
      {
        onSuccess: (answer) => {
          const changed = answer.results.filter((result) => result.outcome === 'changed').map((result) => result.id);
          if (!undoing) onSelect(new Set([...selected].filter((id) => !changed.includes(id))));
          setOutcome({
            said: undoing && answer.failed === 0 ? texts.undone : describe(answer),
            tone: answer.failed > 0 ? 'failed' : 'done',
            ...(!undoing && changed.length > 0 ? { undo: { action: undoOf[action], ids: changed } } : {}),
          });
        },
        onError: (error) => {
          if (!isSessionEnd(error))
            setOutcome({ said: failureMessage(error, undoing ? texts.undoFailed : texts.bulkFailed), tone: 'failed' });
        },
      },
    );

  const start = async (action: Action) => {
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
