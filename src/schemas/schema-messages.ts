import { fieldLabels, type Field } from '#src/schemas/field-labels.ts';

// The part of the message catalogue (src/schemas/messages.ts) that zod checks
// are given: a field's value as the shared schemas and the functions' own
// schemas check it. It is a module of its own because the public islands load
// the shared schemas: they carry these texts only, not the whole catalogue.

const label = (field: Field) => fieldLabels[field];

/** A field's message: the field is its key in src/schemas/field-labels.ts. */
type OfField = { field: Field };

/** The English of the codes a schema's check can give. */
export const schemaMessages = {
  required: ({ field }: OfField) => `${label(field)} is required`,
  max_length: ({ field, max }: OfField & { max: number }) => `${label(field)} must be at most ${max} characters`,
  min_length: ({ field, min }: OfField & { min: number }) => `${label(field)} must be at least ${min} characters`,
  too_long: ({ field }: OfField) => `${label(field)} is too long`,
  single_line: ({ field }: OfField) => `${label(field)} must be on one line, without control characters`,
  no_control_characters: ({ field }: OfField) => `${label(field)} must not contain control characters`,
  not_text: ({ field }: OfField) => `${label(field)} must be text`,
  not_url: ({ field }: OfField) => `${label(field)} must be a URL`,
  not_https_url: ({ field }: OfField) => `${label(field)} must be an https:// address`,
  not_boolean: ({ field }: OfField) => `${label(field)} must be true or false`,
  not_list: ({ field }: OfField) => `${label(field)} must be a list`,
  max_entries: ({ field, max }: OfField & { max: number }) => `${label(field)} can have at most ${max} entries`,
  entry_not_text: ({ field }: OfField) => `${label(field)} entries must be text`,
  entry_max_length: ({ field, max }: OfField & { max: number }) => `${label(field)} entries must be at most ${max} characters`,
  entry_single_line: ({ field }: OfField) => `${label(field)} entries must be on one line, without control characters`,
  not_id_list: ({ field }: OfField) => `${label(field)} must be a list of ids`,
  empty_id: ({ field }: OfField) => `${label(field)} must not contain an empty id`,
  id_too_long: ({ field }: OfField) => `${label(field)} contain an id that is too long`,
  too_many_ids: ({ field }: OfField) => `${label(field)} has too many entries`,
  not_number: ({ field }: OfField) => `${label(field)} must be a number`,
  not_whole_number: ({ field }: OfField) => `${label(field)} must be a whole number`,
  not_negative: ({ field }: OfField) => `${label(field)} must be 0 or more`,
  too_large: ({ field }: OfField) => `${label(field)} is too large`,
  min_value: ({ field, min }: OfField & { min: number }) => `${label(field)} must be at least ${min}`,
  max_value: ({ field, max }: OfField & { max: number }) => `${label(field)} must be at most ${max}`,
  multiple_of: ({ field, step }: OfField & { step: number }) => `${label(field)} must be a multiple of ${step}`,
  whole_seconds: ({ field }: OfField) => `${label(field)} must be a whole number of seconds`,
  min_seconds: ({ field, min }: OfField & { min: number }) => `${label(field)} must be at least ${min} seconds`,
  max_seconds: ({ field, max }: OfField & { max: number }) => `${label(field)} must be at most ${max} seconds`,
  multiple_of_seconds: ({ field, step }: OfField & { step: number }) => `${label(field)} must be a multiple of ${step} seconds`,
  one_of: ({ field, values }: OfField & { values: string }) => `${label(field)} must be one of: ${values}`,
  empty_or_one_of: ({ field, values }: OfField & { values: string }) => `${label(field)} must be empty or one of: ${values}`,
  not_datetime: ({ field }: OfField) => `${label(field)} must be a date and time`,
  not_valid: ({ field }: OfField) => `${label(field)} is not valid`,
  not_absolute_path: ({ field }: OfField) => `${label(field)} must start with /`,
  slug_format: () => 'Slug may contain only lowercase letters, digits and single hyphens',
  username_format: () => 'Username may only contain letters, digits and . _ @ -',
  role_or_permissions: () => 'Give a role, permissions or both',
  upload_path: () => 'Must be an uploaded file path',
  day_format: () => 'Dates are YYYY-MM-DD',
  audit_cursor_format: () => 'before must be the id of an audit entry',
  upload_name: () => 'Upload names are the ones this site gives: a UUID and an image extension',
  invalid_email: () => 'Please provide a valid email address',
  invalid_phone: () => 'Please provide a valid phone number',
  unpublish_before_publish: () => 'Unpublish date must be after the publish date',
  salary_range: () => 'The maximum salary must not be below the minimum',
  /** `field` and `after`: two day fields; the first must not be before the second. */
  days_in_order: ({ field, after }: OfField & { after: Field }) => `${label(field)} must not be before ${label(after).toLowerCase()}`,
  /** A rule with no code of its own (zod's default texts): the text as it was given. */
  invalid: ({ detail }: { detail: string }) => detail,

  // What the schemas of a backup's manifest and of a logo's parts refuse.
  logo_too_large: () => 'Logo file size must be less than 5MB',
  not_a_backup: () => 'This file is not a Caronte Automation backup',
  backup_version: () => 'This backup was made by another version of the site',
} satisfies Record<string, (params: never) => string>;

type Catalogue = typeof schemaMessages;
export type SchemaMessageCode = keyof Catalogue;

/** What a code takes after it: its parameters, or nothing. */
export type SchemaMessageArgs<C extends SchemaMessageCode> = Parameters<Catalogue[C]>;

/** A message a schema gives: its code and the parameters its text is written with. */
export type SchemaMessage = {
  [C in SchemaMessageCode]: { code: C; params: Parameters<Catalogue[C]> extends [infer P] ? P : Record<string, never> };
}[SchemaMessageCode];

/** The English of a message a schema gives. */
export const schemaEnglish = (said: SchemaMessage): string => (schemaMessages[said.code] as (params: unknown) => string)(said.params);
