import { z } from '#src/schemas/zod-mini.ts';

// Building blocks shared by every entity schema. Messages are written for the
// people who read them: staff in the admin forms and API clients in `issues`.

export const id = z
  .string({ error: 'Id is required' })
  .check(z.trim(), z.minLength(1, 'Id is required'), z.maxLength(64, 'Id is too long'));

/**
 * Characters no text field keeps: C0 and C1 controls, DEL, the Unicode line and
 * paragraph separators and the bidirectional overrides and isolates (which can
 * make a name read backwards in an email or a CSV). Single-line fields refuse
 * line breaks and tabs too; multi-line fields keep \n, \r and \t. Without this,
 * a value could smuggle a line into an email header, a CSV row or a log line.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

export type Lines = 'single' | 'multi';

/** The field error for a forbidden character, in the form's words. */
export const controlCharacterMessage = (label: string, lines: Lines) =>
  lines === 'single' ? `${label} must be on one line, without control characters` : `${label} must not contain control characters`;

/** True when a value holds a character its kind of field refuses. */
export const hasForbiddenCharacters = (value: string, lines: Lines) =>
  (lines === 'single' ? SINGLE_LINE_FORBIDDEN : MULTI_LINE_FORBIDDEN).test(value);

/** The checks of a trimmed text that refuses the characters its kind of field cannot hold. */
const cleanChecks = (label: string, lines: Lines) =>
  [z.trim(), z.refine<string>((value) => !hasForbiddenCharacters(value, lines), controlCharacterMessage(label, lines))] as const;

export const requiredText = (label: string, max = 200, lines: Lines = 'single') =>
  z
    .string({ error: `${label} is required` })
    .check(
      ...cleanChecks(label, lines),
      z.minLength(1, `${label} is required`),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    );

export const optionalText = (label: string, max = 200, lines: Lines = 'single') =>
  z._default(
    z
      .string({ error: `${label} must be text` })
      .check(...cleanChecks(label, lines), z.maxLength(max, `${label} must be at most ${max} characters`)),
    '',
  );

/** Paths of files stored by the upload endpoint, served by /api/uploads/:key. */
const uploadPath = z.string().check(z.regex(/^\/api\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/, 'Must be an uploaded file path'));

/**
 * An http(s) URL or a path to an uploaded file. Other schemes (javascript:,
 * data:) are refused so stored links can never run script when rendered.
 */
const linkUrl = (label: string) =>
  z.pipe(
    z.string({ error: `${label} must be a URL` }).check(z.trim(), z.maxLength(2048, `${label} is too long`)),
    z.union([z.httpUrl({ error: `${label} must be a URL` }), uploadPath], { error: `${label} must be a URL` }),
  );

export const requiredUrl = (label: string) =>
  z.pipe(z.string({ error: `${label} is required` }).check(z.trim(), z.minLength(1, `${label} is required`)), linkUrl(label));

export const optionalUrl = (label: string) =>
  z._default(
    z.pipe(
      z.string({ error: `${label} must be a URL` }).check(z.trim()),
      z.union([z.literal(''), linkUrl(label)], { error: `${label} must be a URL` }),
    ),
    '',
  );

/** An https:// address or nothing: links to other sites that the public pages show as they are. */
export const optionalHttpsUrl = (label: string) =>
  z._default(
    z.pipe(
      z.string({ error: `${label} must be an https:// address` }).check(z.trim(), z.maxLength(2048, `${label} is too long`)),
      z.union([z.literal(''), z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: `${label} must be an https:// address` })], {
        error: `${label} must be an https:// address`,
      }),
    ),
    '',
  );

/** Non-negative integer; lower values are listed first. */
export const displayOrder = z._default(
  z
    .number({ error: 'Display order must be a number' })
    .check(
      z.int('Display order must be a whole number'),
      z.minimum(0, 'Display order must be 0 or more'),
      z.maximum(1_000_000, 'Display order is too large'),
    ),
  0,
);

/** Lists of short texts edited row by row: blank rows are dropped on save. */
export const textList = (label: string, maxItems = 50, maxLength = 500) =>
  z._default(
    z.pipe(
      z
        .array(
          z
            .string({ error: `${label} entries must be text` })
            .check(
              ...cleanChecks(`${label} entries`, 'single'),
              z.maxLength(maxLength, `${label} entries must be at most ${maxLength} characters`),
            ),
          { error: `${label} must be a list` },
        )
        .check(z.maxLength(maxItems, `${label} can have at most ${maxItems} entries`)),
      z.transform((items: string[]) => items.filter((item) => item.length > 0)),
    ),
    [],
  );

const truthy = new Set<unknown>([true, 'true', 'on', '1', 1, 'yes']);
const falsy = new Set<unknown>([false, 'false', 'off', '0', 0, 'no', '']);

/** Booleans as forms send them ("true", "on", 1…), coerced; anything else is an error. */
export const flag = (label: string, fallback: boolean) =>
  z.pipe(
    z.transform((value: unknown) =>
      value === undefined || value === null ? fallback : truthy.has(value) ? true : falsy.has(value) ? false : value,
    ),
    z.boolean({ error: `${label} must be true or false` }),
  );

/** Ids of related records, deduplicated. */
export const idList = (label: string) =>
  z._default(
    z.pipe(
      z
        .array(
          z
            .string({ error: `${label} must be a list of ids` })
            .check(
              z.trim(),
              z.minLength(1, `${label} must not contain an empty id`),
              z.maxLength(64, `${label} contain an id that is too long`),
            ),
          { error: `${label} must be a list of ids` },
        )
        .check(z.maxLength(200, `${label} has too many entries`)),
      z.transform((ids: string[]) => [...new Set(ids)]),
    ),
    [],
  );

export const timestamps = {
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
};

/** The body of an update: an id plus any subset of the entity's fields. */
export const updateEnvelope = z.looseObject({ id });

/**
 * Derives a URL slug from a name: lowercase, runs of non-alphanumerics become one
 * hyphen, edge hyphens trimmed. Accents are folded first so "Pétrochimie" gives
 * "petrochimie" rather than "p-trochimie".
 */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const slug = z
  .string({ error: 'Slug is required' })
  .check(
    z.trim(),
    z.minLength(1, 'Slug is required'),
    z.maxLength(100, 'Slug must be at most 100 characters'),
    z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug may contain only lowercase letters, digits and single hyphens'),
  );

/**
 * A slug the server may derive: empty (or absent) means "from the title", any
 * other value must be a valid slug.
 */
export const optionalSlug = z.optional(z.union([z.literal(''), slug]));
