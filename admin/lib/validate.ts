import { z } from '#src/schemas/zod-mini.ts';

// Runs a shared zod schema on form values before anything is sent, keeping the
// first message of each top-level field (list rows report on their list).

export type FieldErrors = Partial<Record<string, string>>;

export type Validation<T> = { success: true; data: T } | { success: false; errors: FieldErrors };

export function validate<S extends z.core.$ZodType>(schema: S, values: unknown): Validation<z.output<S>> {
  const result = z.safeParse(schema, values);
  if (result.success) return { success: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { success: false, errors };
}

/** Moves focus to the first field that has an error, in document order. */
export function focusFirstError(form: HTMLFormElement | null): void {
  const target = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  target?.focus();
}
