import type { Period } from '#admin/features/audience/api.ts';
import { addDays, parisDay } from '#src/lib/calendar/company-days.ts';

// The period the screen shows, kept in its address (?from&to, or ?days): the
// last 7, 30, 90 or 365 days, or any first and last day.

export const presets = [7, 30, 90, 365] as const;
export type Preset = (typeof presets)[number];

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

export function periodOf(params: URLSearchParams, today = parisDay(Date.now())): { period: Period; preset: Preset | 'custom' } {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (dayPattern.test(from) && dayPattern.test(to)) return { period: { from, to }, preset: 'custom' };
  const days = Number(params.get('days'));
  const preset = presets.find((candidate) => candidate === days) ?? 30;
  return { period: { from: addDays(today, 1 - preset), to: today }, preset };
}

/** The project's slug of a portfolio page's path, in either language. */
export function projectSlugOf(path: string): string | undefined {
  return /^\/(?:fr\/)?projects-enhanced\/([^/]+)$/.exec(path)?.[1];
}
