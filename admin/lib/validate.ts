import * as z from '#src/schemas/zod-mini.ts';
import { messageOfIssue } from '#src/schemas/coded-issues.ts';
import type { Shown } from '#admin/lib/coded-text.ts';

// Runs a shared zod schema on form values before anything is sent, keeping the
// first message of each top-level field (list rows report on their list), coded
// as the server would answer it.

export type FieldErrors = Partial<Record<string, Shown>>;

export type Validation<T> = { success: true; data: T } | { success: false; errors: FieldErrors };

/**
 * The form field an issue belongs to: its path up to the first list index,
 * dotted ("title", "fr.title"; a list row's issue is its list's, "fr.key_results").
 */
export function fieldOf(path: readonly PropertyKey[]): string {
  const names: string[] = [];
  for (const segment of path) {
    if (typeof segment !== 'string' || /^\d+$/.test(segment)) break;
    names.push(segment);
  }
  return names.join('.') || 'form';
}

export function validate<S extends z.core.$ZodType>(schema: S, values: unknown): Validation<z.output<S>> {
  const result = z.safeParse(schema, values);
  if (result.success) return { success: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const { code, params } = messageOfIssue(issue);
    errors[fieldOf(issue.path)] ??= { code, params, text: issue.message };
  }
  return { success: false, errors };
}

/** Moves focus to the first field that has an error, in document order. */
export function focusFirstError(form: HTMLFormElement | null): void {
  const target = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  target?.focus();
}
