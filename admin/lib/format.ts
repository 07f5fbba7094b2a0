// Dates and counts as staff read them.

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "Martigues, France" from the parts that are filled in. */
export function joinParts(...parts: (string | undefined | null)[]): string {
  return parts.filter((part) => part?.trim()).join(', ');
}

/** An em dash for a value that is not filled in. */
export function orDash(text: string | undefined): string {
  return text === undefined || text.trim() === '' ? '—' : text;
}
