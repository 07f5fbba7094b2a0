import { createElement, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import type { z } from 'zod';
import { versionOf } from '#src/schemas/versions.ts';
import { EditConflict } from '#admin/components/edit-conflict.tsx';
import { useToast } from '#admin/components/toast.tsx';
import { useUnsavedChanges } from '#admin/components/unsaved-changes.tsx';
import { ApiError } from '#admin/lib/api-client.ts';
import { mergeEdits, type FieldChange } from '#admin/lib/edit-merge.ts';
import { failureMessage, fieldErrorsOf, isSessionEnd } from '#admin/lib/errors.ts';
import { useFormState } from '#admin/lib/use-form-state.ts';
import { focusFirstError, validate } from '#admin/lib/validate.ts';

// What every edit form repeats, once: validate with the entity's shared schema
// before sending, show the server's field issues on their fields, move focus to
// the first error, guard unsaved changes, and confirm a save with a toast.
// A form keeps only its fields and how its values become the entity's input.
//
// An edit sends the version of the item it was opened at; when someone else
// saved the item since, the save is refused with the item as stored (ADR 0045)
// and the form merges: their changes to fields this person left alone are
// taken, what this person typed is kept, and a field both changed is shown
// with a choice. The next save is based on their version.

export interface EntityFormOptions<Values extends object, Schema extends z.core.$ZodType, Saved> {
  initial: Values;
  schema: Schema;
  /** The values as the schema reads them (e.g. a display-order box as a number). */
  toInput?: (values: Values) => unknown;
  /** The feature's create or update mutation (its hook puts the answer in the cache), sent with the version it is based on. */
  save: (input: z.output<Schema>, version: string | undefined) => Promise<Saved>;
  /** The toast after a save. */
  savedMessage: (saved: Saved) => string;
  /** The message when the server gives none. */
  failure: string;
  onSaved: (saved: Saved) => void;
  /** An edited item (nothing for a new one): its version, and how a stored copy reads as the form's values. */
  edited?: { record: object; valuesOf: (stored: Record<string, unknown>) => Values | undefined } | undefined;
  /** A field's label in the comparison. */
  labelOf?: (key: string) => string;
  describe?: (key: string, value: unknown) => string | undefined;
}

interface Conflict {
  changes: FieldChange[];
  choices: Record<string, 'mine' | 'theirs'>;
}

export function useEntityForm<Values extends object, Schema extends z.core.$ZodType, Saved>(
  options: EntityFormOptions<Values, Schema, Saved>,
) {
  const { initial, schema, toInput = (values: Values) => values, save, savedMessage, failure, onSaved, edited } = options;
  const formRef = useRef<HTMLFormElement>(null);
  const toast = useToast();
  const form = useFormState(initial);
  const guard = useUnsavedChanges(form.dirty);
  const [busy, setBusy] = useState(false);
  const [version, setVersion] = useState(edited ? versionOf(edited.record) : undefined);
  const [conflict, setConflict] = useState<Conflict | null>(null);

  const showErrors = () => window.requestAnimationFrame(() => focusFirstError(formRef.current));

  /** The save met another: merge with the stored item and say so; false when the answer cannot be merged. */
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

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    form.setFormError(null);
    const result = validate(schema, toInput(form.values));
    if (!result.success) {
      form.setErrors(result.errors);
      showErrors();
      return;
    }
    setBusy(true);
    save(result.data, version)
      .then((saved) => {
        setConflict(null);
        toast.success(savedMessage(saved));
        guard.allowNavigation();
        onSaved(saved);
      })
      .catch((error: unknown) => {
        if (isSessionEnd(error) || merge(error)) return;
        form.setErrors(fieldErrorsOf(error));
        form.setFormError(failureMessage(error, failure));
        showErrors();
      })
      .finally(() => setBusy(false));
  };

  const choose = (change: FieldChange, side: 'mine' | 'theirs') => {
    form.set(change.key as keyof Values & string)((side === 'mine' ? change.mine : change.theirs) as Values[keyof Values & string]);
    setConflict((current) => (current ? { ...current, choices: { ...current.choices, [change.key]: side } } : current));
  };

  /** The comparison, where the form shows it (above its fields), while there is one. */
  const conflictPanel: ReactNode = conflict
    ? createElement(EditConflict, {
        changes: conflict.changes,
        choices: conflict.choices,
        onChoose: choose,
        labelOf: options.labelOf ?? ((key: string) => key),
        describe: options.describe,
      })
    : null;

  return { form, formRef, onSubmit, busy, guard, conflictPanel };
}
