// Days as the company's calendar counts them (Europe/Paris): a day is a day in
// Martigues, wherever the server or the reader is. The day a view is counted
// in, an enquiry's day in the inbox's filters, the day a credential or a job
// offer opens and closes, and the periods the Audience screen asks for.

// Made on first use, not at import: the first formatter with a time zone loads
// ICU's zone data, 20-40 ms, which nearly every function's cold start paid
// through this module whether or not its first answer counts a day.
let days: Intl.DateTimeFormat | undefined;

/** The day, YYYY-MM-DD in Paris, of an instant. */
export const parisDay = (ms: number): string =>
  (days ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' })).format(ms);

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day `count` days after `day` (before, when negative). */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** The calendar day `months` months before `day`, on the same day of the month (the last one when shorter). */
export function monthsBefore(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastOfMonth = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date, lastOfMonth));
  return first.toISOString().slice(0, 10);
}

/** How many days from `from` to `to`, both included (0 when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  const span = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
  return Number.isFinite(span) ? Math.max(0, span) : 0;
}

/**
 * Every day from `from` to `to`, both included. Counted, not compared as text:
 * the day after 9999-12-31 is written +010000-01-01, which sorts before it.
 */
export function daysFrom(from: string, to: string): string[] {
  return Array.from({ length: daysBetween(from, to) }, (_, index) => addDays(from, index));
}

// Made on first use, not at import, as `days` above: the start of a day is
// needed by credentials' validity and the audit log's filters only.
let partsFormatter: Intl.DateTimeFormat | undefined;
const partsFormat = (): Intl.DateTimeFormat =>
  (partsFormatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Paris',
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }));

/** How far Paris's wall clock is ahead of UTC at an instant, in ms. */
function offsetAt(instant: number): number {
  const parts = Object.fromEntries(
    partsFormat()
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant a company day (YYYY-MM-DD) begins in Paris. */
export function startOfCompanyDay(day: string): number {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  // Twice: the offset an hour either side of a clock change is the one at the answer.
  const first = midnightUtc - offsetAt(midnightUtc);
  return midnightUtc - offsetAt(first);
}
