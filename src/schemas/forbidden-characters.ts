// The characters no text field keeps, apart from the schemas' messages: the
// admin's first load checks an address with them (admin/lib/paths.ts) without
// loading every field's messages (ADR 0090).

/**
 * Characters no text field keeps: C0 and C1 controls, DEL, the Unicode line and
 * paragraph separators and the bidirectional overrides and isolates (which can
 * make a name read backwards in an email or a CSV). Single-line fields refuse
 * line breaks and tabs too; multi-line fields keep \n, \r and \t. Without this,
 * a value could smuggle a line into an email header, a CSV row or a log line.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

export type Lines = 'single' | 'multi';

/** True when a value holds a character its kind of field refuses. */
export const hasForbiddenCharacters = (value: string, lines: Lines) =>
  (lines === 'single' ? SINGLE_LINE_FORBIDDEN : MULTI_LINE_FORBIDDEN).test(value);
