import { createElement, useState, type ReactNode } from 'react';
import * as z from '#src/schemas/zod-mini.ts';
import { versionOf } from '#src/schemas/versions.ts';
import { EditConflict } from '#admin/components/edit-conflict.tsx';
import { ApiError } from '#admin/lib/api-client.ts';
import { mergeEdits, type FieldChange } from '#admin/lib/edit-merge.ts';
import type { useFormState } from '#admin/lib/use-form-state.ts';

// An edit form's side of ADR 0045: it sends the version of the item it was
// opened at, and when the save is refused because someone else saved since,
// it merges with the item as stored (admin/lib/edit-merge.ts): their changes
// to fields this person left alone are taken, what this person typed is kept,
// a field both changed is shown with a choice, and the next save is based on
// their version.

export interface EditedItem<Values> {
  /** The item as the form was opened with it. */
  record: object;
  /** A stored copy (the refusal's `current`) as the form's values, or undefined when it is not one. */
  valuesOf: (stored: Record<string, unknown>) => Values | undefined;
  /** A field's label in the comparison. */
  labelOf: (key: string) => string;
  /** How a field's value reads (ids as names); undefined for the default. */
  describe?: ((key: string, value: unknown) => string | undefined) | undefined;
}

/** A form's `valuesOf`: the stored copy read by the entity's schema, as the form's values (undefined when it is not one). */
export function storedAs<S extends z.core.$ZodType, Values>(schema: S, toValues: (item: z.output<S>) => Values) {
  return (stored: Record<string, unknown>): Values | undefined => {
    const parsed = z.safeParse(schema, stored);
    return parsed.success ? toValues(parsed.data) : undefined;
  };
}

interface Conflict {
  changes: FieldChange[];
  choices: Record<string, 'mine' | 'theirs'>;
}

export function useEditConflict<Values extends object>(
  form: Pick<ReturnType<typeof useFormState<Values>>, 'baseline' | 'values' | 'rebase' | 'set'>,
  edited: EditedItem<Values> | undefined,
) {
  const [version, setVersion] = useState(edited ? versionOf(edited.record) : undefined);
  const [conflict, setConflict] = useState<Conflict | null>(null);

  /** Merges when `error` is a refusal of a stale save; false for any other failure. */
  const merge = (error: unknown): boolean => {
    if (!(error instanceof ApiError) || error.status !== 409 || !error.current || !edited) return false;
    const theirs = edited.valuesOf(error.current);
    if (!theirs) return false;
    const { merged, changes } = mergeEdits(form.baseline, form.values, theirs);
    form.rebase(theirs, merged);
    setVersion(versionOf(error.current));
    setConflict({ changes, choices: {} });
    return true;
  };

  const choose = (change: FieldChange, side: 'mine' | 'theirs') => {
    form.set(change.key as keyof Values & string)((side === 'mine' ? change.mine : change.theirs) as Values[keyof Values & string]);
    setConflict((current) => (current ? { ...current, choices: { ...current.choices, [change.key]: side } } : current));
  };

  /** The comparison, where the form shows it (above its fields), while there is one. */
  const panel: ReactNode =
    conflict && edited
      ? createElement(EditConflict, {
          changes: conflict.changes,
          choices: conflict.choices,
          onChoose: choose,
          labelOf: edited.labelOf,
          describe: edited.describe,
        })
      : null;

  /** After a save: the item is the saved one (a form that stays open goes on from its version). */
  const saved = (record: unknown) => {
    setConflict(null);
    if (typeof record === 'object' && record !== null) setVersion(versionOf(record));
  };

  return { version, merge, panel, saved };
}
