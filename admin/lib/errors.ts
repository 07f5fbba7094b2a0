import { message } from '#src/schemas/messages.ts';
import { ApiError } from '#admin/lib/api-client.ts';
import { fieldOf } from '#admin/lib/validate.ts';
import { codedText, issueText, type Shown } from '#admin/lib/coded-text.ts';

// How failures read to staff, following spec section 8: the server's own error
// when it sent one (shown by its code in the admin's language), else the fixed
// "Failed to …" text, and for failures without an answer (network, exceptions)
// the same text plus " Please try again."

export function failureMessage(error: unknown, fallback: string): Shown {
  if (error instanceof ApiError) return error.said ?? fallback;
  return codedText(message('retry', { failure: fallback }));
}

/** Fixed-text variant for actions whose spec message never carries server text (deletes). */
export function isSessionEnd(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** Field messages from a 400 answer, keyed by the top-level field name. */
export function fieldErrorsOf(error: unknown): Record<string, Shown> {
  if (!(error instanceof ApiError)) return {};
  const errors: Record<string, Shown> = {};
  for (const issue of error.issues) {
    const field = issue.path === '' ? '' : fieldOf(issue.path.split('.'));
    if (field && !(field in errors)) errors[field] = issueText(issue);
  }
  return errors;
}
