import * as z from '#src/schemas/zod-mini.ts';
import { zodMessage } from '#src/schemas/coded-issues.ts';
import type { Field } from '#src/schemas/field-labels.ts';

// A day as staff type it (YYYY-MM-DD) that the calendar has: no 30 February,
// no 29 February outside a leap year. A pattern alone lets such a day through,
// and Date then reads it as the next month's first days.

const DAY_PATTERN = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;

/** Whether a YYYY-MM-DD text names a day of the calendar. Never throws: the pattern's own check reports a malformed one. */
export function isCalendarDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** A calendar day; a day that does not exist is refused naming `field` when given, as a malformed day otherwise. */
export const calendarDay = (field?: Field) =>
  z
    .string({ error: zodMessage('day_format') })
    .check(
      z.trim(),
      z.regex(DAY_PATTERN, zodMessage('day_format')),
      z.refine(isCalendarDay, field ? zodMessage('not_valid', { field }) : zodMessage('day_format')),
    );
