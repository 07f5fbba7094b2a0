import * as z from '#src/schemas/zod-mini.ts';
import { zodMessage } from '#src/schemas/coded-issues.ts';
import type { Field } from '#src/schemas/field-labels.ts';
import { currentUploadPath } from '#src/schemas/upload.ts';
import { libraryPathOf, MEDIA_URL } from '#src/schemas/media-url.ts';
import { hasForbiddenCharacters, SINGLE_LINE_FORBIDDEN, type Lines } from '#src/schemas/forbidden-characters.ts';

// Building blocks shared by every entity schema. Messages are written for the
// people who read them: staff in the admin forms and API clients in `issues`,
// each a coded message of src/schemas/messages.ts naming its field by key.

const idRequired = zodMessage('required', { field: 'id' });

export const id = z
  .string({ error: idRequired })
  .check(z.trim(), z.minLength(1, idRequired), z.maxLength(64, zodMessage('too_long', { field: 'id' })));

/** A text made one line and free of the characters no field keeps, for what is only shown (a file's name in the audit log). */
export const asSingleLine = (text: string) => text.replace(new RegExp(SINGLE_LINE_FORBIDDEN.source, 'gu'), ' ').trim();

/** The field error for a forbidden character, in the form's words. */
export const controlCharacterMessage = (field: Field, lines: Lines) =>
  zodMessage(lines === 'single' ? 'single_line' : 'no_control_characters', { field });

/** The checks of a trimmed text that refuses the characters its kind of field cannot hold. */
const cleanChecks = (lines: Lines, message: string) =>
  [z.trim(), z.refine<string>((value) => !hasForbiddenCharacters(value, lines), message)] as const;

export const requiredText = (field: Field, max = 200, lines: Lines = 'single') => {
  const required = zodMessage('required', { field });
  return z
    .string({ error: required })
    .check(
      ...cleanChecks(lines, controlCharacterMessage(field, lines)),
      z.minLength(1, required),
      z.maxLength(max, zodMessage('max_length', { field, max })),
    );
};

export const optionalText = (field: Field, max = 200, lines: Lines = 'single') =>
  z._default(
    z
      .string({ error: zodMessage('not_text', { field }) })
      .check(...cleanChecks(lines, controlCharacterMessage(field, lines)), z.maxLength(max, zodMessage('max_length', { field, max }))),
    '',
  );

/**
 * Paths of files stored by the upload endpoint, served at /uploads/:key. The
 * former form, /api/uploads/:key, is still accepted and read as the current
 * one, so a record stored before the move shows crawlable addresses (ADR 0047).
 */
const uploadPath = z
  .string()
  .check(z.regex(/^(?:\/api)?\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/, zodMessage('upload_path')), z.overwrite(currentUploadPath));

/** A library photo's path (/media/<hash>.<ext>); a write naming one the library does not hold is refused by the server. */
const mediaPath = z.string().check(z.regex(MEDIA_URL, zodMessage('upload_path')));

/** A library photo shared by social networks (a page's, a project's), or none: the site's default card. */
export const socialImage = z._default(
  z.union([z.literal(''), z.string().check(z.regex(MEDIA_URL))], { error: zodMessage('upload_path') }),
  '',
);

/**
 * An http(s) URL, a path to an uploaded file or a library photo. Other schemes
 * (javascript:, data:) are refused so stored links can never run script when rendered.
 */
const linkUrl = (field: Field) => {
  const notUrl = zodMessage('not_url', { field });
  return z.pipe(
    z.string({ error: notUrl }).check(z.trim(), z.maxLength(2048, zodMessage('too_long', { field }))),
    // A library photo's full address (the library's "copy address") is kept as its path: a use of the photo like any other.
    z.union([z.httpUrl({ error: notUrl }).check(z.overwrite(libraryPathOf)), uploadPath, mediaPath], { error: notUrl }),
  );
};

export const requiredUrl = (field: Field) => {
  const required = zodMessage('required', { field });
  return z.pipe(z.string({ error: required }).check(z.trim(), z.minLength(1, required)), linkUrl(field));
};

export const optionalUrl = (field: Field) => {
  const notUrl = zodMessage('not_url', { field });
  return z._default(z.pipe(z.string({ error: notUrl }).check(z.trim()), z.union([z.literal(''), linkUrl(field)], { error: notUrl })), '');
};

/** A library photo's full address, with or without a query or fragment. */
const isLibraryAddress = (url: string) => {
  const bare = url.replace(/[?#].*$/s, '');
  return libraryPathOf(bare) !== bare;
};

/** An http(s) address of another site or nothing: a link, never one of the site's own files or photos. */
export const optionalWebAddress = (field: Field) => {
  const notUrl = zodMessage('not_url', { field });
  return z._default(
    z.pipe(
      z.string({ error: notUrl }).check(z.trim(), z.maxLength(2048, zodMessage('too_long', { field }))),
      z.union([z.literal(''), z.httpUrl({ error: notUrl }).check(z.refine((url) => !isLibraryAddress(url), notUrl))], {
        error: notUrl,
      }),
    ),
    '',
  );
};

/**
 * An https:// address or nothing: links to other sites that the public pages show as they are. The URL check reads
 * the scheme as a browser does (`HTTPS://x.com/a`, `https:x.com/a`, `https:\\x.com/a` all open https://x.com/a), so
 * the scheme is kept as `https://`: the pages link what starts so. Only the scheme is rewritten (a whole URL
 * rewritten would percent-encode, and grow past the length checked), and the length is checked after it.
 */
export const optionalHttpsUrl = (field: Field) => {
  const notHttps = zodMessage('not_https_url', { field });
  const tooLong = zodMessage('too_long', { field });
  // Checks run in order: the length is checked on the value the rewrite keeps.
  const https = z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: notHttps }).check(
    z.overwrite((url) => url.replace(/^https:[\\/]*/i, 'https://')),
    z.maxLength(2048, tooLong),
  );
  return z._default(
    z.pipe(z.string({ error: notHttps }).check(z.trim(), z.maxLength(2048, tooLong)), z.union([z.literal(''), https], { error: notHttps })),
    '',
  );
};

/** The checks of a display order: a whole number from 0 (listed first). */
export const displayOrderChecks = [
  z.int(zodMessage('not_whole_number', { field: 'display_order' })),
  z.minimum(0, zodMessage('not_negative', { field: 'display_order' })),
  z.maximum(1_000_000, zodMessage('too_large', { field: 'display_order' })),
] as const;

/** Non-negative integer; lower values are listed first. */
export const displayOrder = z._default(
  z.number({ error: zodMessage('not_number', { field: 'display_order' }) }).check(...displayOrderChecks),
  0,
);

/** Lists of short texts edited row by row: blank rows are dropped on save. */
export const textList = (field: Field, maxItems = 50, maxLength = 500) =>
  z._default(
    z.pipe(
      z
        .array(
          z
            .string({ error: zodMessage('entry_not_text', { field }) })
            .check(
              ...cleanChecks('single', zodMessage('entry_single_line', { field })),
              z.maxLength(maxLength, zodMessage('entry_max_length', { field, max: maxLength })),
            ),
          { error: zodMessage('not_list', { field }) },
        )
        .check(z.maxLength(maxItems, zodMessage('max_entries', { field, max: maxItems }))),
      z.transform((items: string[]) => items.filter((item) => item.length > 0)),
    ),
    [],
  );

const truthy = new Set<unknown>([true, 'true', 'on', '1', 1, 'yes']);
const falsy = new Set<unknown>([false, 'false', 'off', '0', 0, 'no', '']);

/** Booleans as forms send them ("true", "on", 1…), coerced; anything else is an error. */
export const flag = (field: Field, fallback: boolean) =>
  z.pipe(
    z.transform((value: unknown) =>
      value === undefined || value === null ? fallback : truthy.has(value) ? true : falsy.has(value) ? false : value,
    ),
    z.boolean({ error: zodMessage('not_boolean', { field }) }),
  );

/** Ids of related records, deduplicated. */
export const idList = (field: Field) =>
  z._default(
    z.pipe(
      z
        .array(
          z
            .string({ error: zodMessage('not_id_list', { field }) })
            .check(z.trim(), z.minLength(1, zodMessage('empty_id', { field })), z.maxLength(64, zodMessage('id_too_long', { field }))),
          { error: zodMessage('not_id_list', { field }) },
        )
        .check(z.maxLength(200, zodMessage('too_many_ids', { field }))),
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

/** The longest slug a record takes. */
const SLUG_MAX_LENGTH = 100;

/** A slug made on the server (from a title, or with a -2 after it) cut to fit: `base` shortened, never the suffix, and no dash left at the cut. */
export const slugWithin = (base: string, suffix = ''): string =>
  `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;

const slugRequired = zodMessage('required', { field: 'slug' });

export const slug = z
  .string({ error: slugRequired })
  .check(
    z.trim(),
    z.minLength(1, slugRequired),
    z.maxLength(SLUG_MAX_LENGTH, zodMessage('max_length', { field: 'slug', max: SLUG_MAX_LENGTH })),
    z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, zodMessage('slug_format')),
  );

/**
 * A slug the server may derive: empty (or absent) means "from the title", any
 * other value must be a valid slug.
 */
export const optionalSlug = z.optional(z.union([z.literal(''), slug]));
