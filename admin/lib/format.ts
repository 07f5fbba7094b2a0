import { intlLocales, type Locale } from '#src/i18n/locales.ts';

// Dates and counts as staff read them.

// Made on first use, for the language shown only: a formatter costs the browser its locale's data.
const dateTimes = new Map<Locale, Intl.DateTimeFormat>();

/** A moment in the admin's language: "3 Feb 2026, 10:00", "3 févr. 2026, 10:00". */
export function formatDateTime(iso: string, locale: Locale = 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = dateTimes.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocales[locale], { dateStyle: 'medium', timeStyle: 'short' });
    dateTimes.set(locale, format);
  }
  return format.format(date);
}

/** "Martigues, France" from the parts that are filled in. */
export function joinParts(...parts: (string | undefined | null)[]): string {
  return parts.filter((part) => part?.trim()).join(', ');
}

/** An em dash for a value that is not filled in. */
export function orDash(text: string | undefined): string {
  return text === undefined || text.trim() === '' ? '—' : text;
}

/** An instant as a `datetime-local` input shows it, in the browser's own time zone ('' for none). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * The instant a `datetime-local` box stands for: the stored one while the box
 * still shows it (the box has no seconds, and shows the hour that happens twice
 * in October once), otherwise what it holds.
 */
export function instantOfInput(value: string, stored: string | null | undefined): string | null {
  if (stored && value === toLocalInput(stored)) return stored;
  return fromLocalInput(value);
}

/** A `datetime-local` value as an instant (null for an empty box; an unreadable one is passed on for the schema to refuse). */
export function fromLocalInput(value: string): string | null {
  if (value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}
