import { useRef, useState, type SubmitEvent } from 'react';
import type { z } from 'zod';
import { useToast } from '#admin/components/toast.tsx';
import { useUnsavedChanges } from '#admin/components/unsaved-changes.tsx';
import { useEditConflict, type EditedItem } from '#admin/lib/use-edit-conflict.ts';
import { failureMessage, fieldErrorsOf, isSessionEnd } from '#admin/lib/errors.ts';
import { useFormState } from '#admin/lib/use-form-state.ts';
import { focusFirstError, validate } from '#admin/lib/validate.ts';

// What every edit form repeats, once: validate with the entity's shared schema
// before sending, show the server's field issues on their fields, move focus to
// the first error, guard unsaved changes, and confirm a save with a toast.
// A form keeps only its fields and how its values become the entity's input.
// An edit also merges with a save someone else made meanwhile
// (admin/lib/use-edit-conflict.ts).

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
  /** The item edited (nothing for a new one). */
  edited?: EditedItem<Values> | undefined;
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
  const conflict = useEditConflict(form, edited);

  const showErrors = () => window.requestAnimationFrame(() => focusFirstError(formRef.current));

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
    save(result.data, conflict.version)
      .then((saved) => {
        conflict.saved(saved);
        toast.success(savedMessage(saved));
        guard.allowNavigation();
        onSaved(saved);
      })
      .catch((error: unknown) => {
        if (isSessionEnd(error) || conflict.merge(error)) return;
        form.setErrors(fieldErrorsOf(error));
        form.setFormError(failureMessage(error, failure));
        showErrors();
      })
      .finally(() => setBusy(false));
  };

  return { form, formRef, onSubmit, busy, guard, conflictPanel: conflict.panel };
}
