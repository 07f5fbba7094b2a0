import { useCallback, useState } from 'react';
import type { FieldErrors } from '#admin/lib/validate.ts';
import type { Shown } from '#admin/lib/coded-text.ts';

// Values, errors and "has anything changed" for one form. Editing a field
// clears that field's error; `dirty` drives the unsaved-changes guard.

export function useFormState<V extends object>(initial: V) {
  const [baseline, setBaseline] = useState(initial);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<Shown | null>(null);

  const set = useCallback(
    <K extends keyof V & string>(key: K) =>
      (value: V[K]) => {
        setValues((current) => ({ ...current, [key]: value }));
        setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
      },
    [],
  );

  const reset = useCallback((next: V) => {
    setBaseline(next);
    setValues(next);
    setErrors({});
    setFormError(null);
  }, []);

  /** The item changed under the form: compare with the stored values from now on, keeping what is typed. */
  const rebase = useCallback((stored: V, typed: V) => {
    setBaseline(stored);
    setValues(typed);
  }, []);

  /** A save of `sent` answered `stored`: compared with it from now on; what was typed while the save was on its way stays. */
  const settle = useCallback((sent: V, stored: V) => {
    setBaseline(stored);
    setValues((current) => (JSON.stringify(current) === JSON.stringify(sent) ? stored : current));
  }, []);

  const dirty = JSON.stringify(values) !== JSON.stringify(baseline);

  return { values, setValues, set, errors, setErrors, formError, setFormError, dirty, reset, baseline, rebase, settle };
}

/**
 * A display-order box as a number: empty or non-numeric text falls back to
 * `fallback` (spec: "falling back to 0"); `undefined` fallback keeps it missing
 * so a required field reports it.
 */
export function parseDisplayOrder(raw: string, fallback: number | undefined): number | undefined {
  const trimmed = raw.trim();
  if (trimmed === '') return fallback;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : fallback;
}
