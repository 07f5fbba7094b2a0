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

/** Every day from `from` to `to`, both included. */
export function daysFrom(from: string, to: string): string[] {
  const list: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) list.push(day);
  return list;
}
