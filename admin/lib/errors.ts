import { ApiError } from '#admin/lib/api-client.ts';
import { fieldOf } from '#admin/lib/validate.ts';

// How failures read to staff, following spec section 8: the server's own error
// text when it sent one, else the fixed "Failed to …" text, and for failures
// without an answer (network, exceptions) the same text plus " Please try again."

export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return `${fallback}. Please try again.`;
}

/** Fixed-text variant for actions whose spec message never carries server text (deletes). */
export function isSessionEnd(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** Field messages from a 400 answer, keyed by the top-level field name. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path === '' ? '' : fieldOf(issue.path.split('.'));
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
