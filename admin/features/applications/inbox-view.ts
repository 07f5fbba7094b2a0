import { applicationStatuses, type ApplicationStatus } from '#src/schemas/application.ts';

// The inbox's view as its URL holds it (?job=&status=), so a filtered inbox
// can be shared and survives a reload; a value that is none of the choices
// is read as no filter.

export interface InboxView {
  job?: string;
  status?: ApplicationStatus;
}

const isStatus = (value: string | null): value is ApplicationStatus =>
  value !== null && (applicationStatuses as readonly string[]).includes(value);

export function inboxViewOf(params: URLSearchParams): InboxView {
  const job = params.get('job') ?? '';
  const status = params.get('status');
  return { ...(job ? { job } : {}), ...(isStatus(status) ? { status } : {}) };
}

/** The URL's parameters with one filter set, or removed when empty. */
export function withFilter(params: URLSearchParams, key: keyof InboxView, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  return next;
}
