// CSV as the admin's exports write it (enquiries, audit log, applications, audience): RFC 4180 with
// CRLF line ends, every cell quoted, and a byte order mark so spreadsheet
// programs read accented names as UTF-8.

/**
 * One cell. A value starting with =, +, -, @, a tab or a carriage return would
 * be read as a formula by a spreadsheet (CSV injection): it is kept as text by
 * a leading apostrophe.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** A whole file: the header's names as they are (ours, plain words), then one line per row. */
export function csvDocument(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header.join(','), ...rows.map((row) => row.map(csvCell).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
