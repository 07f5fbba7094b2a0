import { authMessages } from '#src/schemas/auth.ts';
import { itemNames, type Item, type TaxonomyItemKind } from '#src/schemas/field-labels.ts';
import { schemaMessages } from '#src/schemas/schema-messages.ts';
import { browserMessages } from '#src/schemas/browser-messages.ts';
import type { BackupCollectionName } from '#src/schemas/backup.ts';
import { plural } from '#src/i18n/plural.ts';
import type { Issue } from '#src/schemas/api.ts';

// Every message the schemas, the API and the admin's own requests can give,
// by a stable code: what its parameters are and its English text, written here
// once (what zod checks are given, src/schemas/schema-messages.ts, and what the
// browser says of a request without an answer, src/schemas/browser-messages.ts,
// are modules of their own so that pages load only those; they are gathered
// here). Errors and field issues carry the code and its parameters beside the
// English (docs/decisions/0040-error-codes.md), so a client shows them in its
// own language from the code, never from the English; the admin's French is
// admin/lib/texts/messages.ts, which must have every code.

type Scalar = string | number;

/** The parameters of a message that is itself a parameter: one level deep, no further. */
type FlatParams = Record<string, Scalar>;

/** A message nested in another's parameters (an item of a backup, and what is wrong with it). */
export type NestedMessage = { code: string; params: FlatParams };

const capitalised = (item: Item) => itemNames[item].charAt(0).toUpperCase() + itemNames[item].slice(1);

/** The English of every code. Codes never change meaning; a new meaning gets a new code. */
export const englishMessages = {
  ...schemaMessages,
  ...browserMessages,
  /** Several fields refused at once: each is in `issues`. */
  invalid_input: () => 'Invalid input',

  // The request itself.
  method_not_allowed: ({ method }: { method: string }) => `Method ${method} is not allowed`,
  json_required: () => 'Content-Type must be application/json',
  zip_required: () => 'Content-Type must be application/zip',
  pdf_body_required: () => 'Content-Type must be application/pdf',
  multipart_required: () => 'Content-Type must be multipart/form-data with a file field "logo"',
  body_not_object: () => 'Request body must be a JSON object',
  body_empty: () => 'Request body is empty',
  body_not_json: () => 'Request body is not valid JSON',
  body_not_utf8: () => 'Request body is not valid UTF-8',
  body_too_large: ({ size }: { size: string }) => `Request body must be at most ${size}`,
  multipart_unreadable: () => 'The multipart body could not be read',
  logo_field_required: () => 'A file field named "logo" is required',
  invalid_upload_fields: () => 'Invalid upload fields',
  /** `index` and `count` are the query or form parameters' own names. */
  not_below: ({ index, count }: { index: string; count: string }) => `${index} must be below ${count}`,
  query_required: ({ parameter }: { parameter: string }) => `Query parameter ${parameter} is required`,
  username_or_invitation_required: () => 'Query parameter username or invitation is required',
  csv_or_json: () => 'format must be csv or json',
  invalid_audit_filter: () => 'Invalid audit filter',

  // The server.
  internal_error: () => 'Internal error',
  store_unavailable: () => 'The data store is temporarily unavailable. Please try again.',
  write_contention: ({ key }: { key: string }) => `Could not write "${key}": too many concurrent changes, please try again`,
  /** `problems`: the variables to set, in English, as the server's log says them. */
  admin_not_configured: ({ problems }: { problems: string }) =>
    `The admin is not configured on this site: ${problems}. Set them in Netlify under Site configuration → Environment variables, then redeploy (see README, "Deploying on Netlify").`,

  // Signing in, sessions and roles.
  auth_required: () => 'Authentication required',
  bearer_required: () => 'Authorization header must be "Bearer <token>"',
  invalid_token: () => 'Invalid token',
  session_expired: () => 'Session has expired, please sign in again',
  session_revoked: () => 'Session has been revoked, please sign in again',
  account_gone: () => 'This account no longer exists',
  admin_only: () => 'Only an administrator can do this',
  enquiries_not_allowed: () => 'Enquiries are for administrators and staff allowed to see them',
  audience_not_allowed: () => 'The audience is for administrators and staff allowed to see it',
  applications_not_allowed: () => 'Job applications are for administrators and staff allowed to see them',
  /** The spec's text, which the login page's own texts read too. */
  invalid_credentials: () => authMessages.invalidCredentials,
  too_many_sign_ins: () => 'Too many failed sign-in attempts. Please wait before trying again.',
  too_many_invitation_attempts: () => 'Too many attempts with invitation links. Please wait before trying again.',
  too_many_password_attempts: () => 'Too many wrong current passwords. Please wait before trying again.',
  too_many_messages: () => 'Too many messages sent from your connection. Please wait a few minutes before trying again.',
  too_many_views: () => 'Too many page views counted from your connection. Please wait a minute.',
  audience_period: ({ days }: { days: number }) => `The period must start on or before its last day and span at most ${days} days`,
  current_password_incorrect: () => 'Current password is incorrect',
  password_unchanged: () => 'New password must be different from the current one',
  username_taken: () => 'This username is already taken',
  username_invited: () => 'This username has already been invited; revoke that invitation to send a new one',
  invitation_invalid: () => 'This invitation link is not valid any more. Ask an administrator for a new one.',
  owner_stays_admin: () => "The site owner's account stays an administrator",
  owner_not_removable: () => "The site owner's account cannot be removed",
  own_role: () => 'You cannot change your own role',
  own_account: () => 'You cannot remove your own account',

  // The enquiries' notification emails.
  nothing_to_retry: () => "This enquiry's notification is sent, or being sent: there is nothing to retry",

  // Content.
  not_found: ({ item }: { item: Item }) => `${capitalised(item)} not found`,
  slug_taken: ({ item }: { item: Item }) => `A ${itemNames[item]} with this slug already exists`,
  /** `ids`: the ids, comma separated; `count`: how many. */
  unknown_ids: ({ item, ids, count }: { item: TaxonomyItemKind; ids: string; count: number }) =>
    `Unknown ${itemNames[item]} ${plural('en', count, { one: 'id', other: 'ids' })}: ${ids}`,
  related_missing: () => 'Some related records do not exist',
  nothing_to_restore: () => 'Nothing to restore: no such item, version or recently deleted item',
  changed_since: () => 'This item was changed since you opened its history. Reload it to see the latest version.',
  /** `path`: the field of the stored version that today's schema refuses. */
  version_unrestorable: ({ path, problem }: { path: string; problem: NestedMessage }) =>
    `This version can no longer be restored (${path}: ${nestedEnglish(problem)}).`,
  not_deleted: () => 'This item is not deleted: choose a version to restore',
  settings_unrestorable: () => 'This version of the settings can no longer be restored.',
  exists_again: () => 'This item exists again: restore one of its versions instead',

  // Pages as content (ADR 0058).
  page_not_found: ({ id }: { id: string }) => `No page of the site has the id "${id}"`,
  page_incomplete: () => 'This page cannot be published: its English is missing the fields listed',
  page_preview_unavailable: ({ id }: { id: string }) =>
    `The page "${id}" has no preview yet: the site does not show its stored text, so a preview would not be what visitors see`,
  legal_publish_admin_only: () => 'Only an administrator can publish the legal pages',
  schedule_author_not_admin: () => 'Not published: whoever scheduled this legal page is no longer an administrator',
  schedule_in_past: () => 'The publish date must be in the future: to publish now, use Publish',
  schedule_changed: () =>
    'Someone changed this page’s scheduled publish since you opened it: the date now set is shown, check it before changing it',
  /** `link`: a site address a page's text links to, as written. */
  page_link_unknown: ({ link }: { link: string }) => `No page of the site is at ${link}`,
  french_slug_taken: ({ slug }: { slug: string }) => `The French address /fr/…/${slug} is already another page's`,

  // Writes based on a version (If-Match).
  edit_conflict: ({ at }: { at: string }) =>
    `Someone else saved this item since you opened it (version ${at}). Nothing was saved: compare their changes with yours and save again.`,
  bad_if_match: () => 'If-Match must be the quoted version of the item, as read from its updated_at',

  // Logos and uploads in parts.
  logo_bad_type: () => 'Logo must be an image file (JPEG, PNG, GIF, SVG, WebP)',
  logo_empty: () => 'The logo file is empty',
  part_too_large: ({ size }: { size: string }) => `Each part must be at most ${size}`,
  svg_not_utf8: () => 'The SVG is not valid UTF-8',
  svg_entities: () => 'SVG files declaring entities are not accepted',
  svg_root: () => 'The root element is not <svg>',
  svg_missing: () => 'The file contains no <svg> element',
  /** `detail`: the XML parser's own words. */
  svg_not_xml: ({ detail }: { detail: string }) => `The SVG is not well-formed XML (${detail})`,
  storage_full: ({ megabytes }: { megabytes: number }) =>
    `The upload storage is full (${megabytes} MB). Delete unused logos or projects before uploading more.`,
  upload_expired: () => 'Upload not found or expired',
  /** `name`: the parameter that counts the parts (chunk_count, parts). */
  parts_mismatch: ({ name }: { name: string }) => `${name} does not match the first part`,
  part_received: ({ index }: { index: number }) => `Part ${index} was already received`,
  part_missing: ({ index }: { index: number }) => `Part ${index} is missing: parts must be sent in order, one at a time`,
  upload_incomplete: () => 'A part of the upload is missing; start again',
  first_part_with_id: () => 'The first part must not carry an upload_id',
  upload_id_required: () => 'upload_id is required for every part after the first',

  // The media library.
  media_file_required: () => 'Send the photo in a file field "file" (multipart/form-data)',
  media_bad_type: () => 'A photo must be a JPEG, PNG, WebP or AVIF image',
  media_heic: () =>
    'HEIC photos are not accepted here: export it as JPEG (on an iPhone: Settings › Camera › Formats › Most Compatible) and upload it again',
  media_unreadable: () => 'The photo is truncated or damaged: it cannot be read',
  media_too_large: ({ megabytes }: { megabytes: number }) => `The photo file must be at most ${megabytes} MB`,
  media_too_many_pixels: ({ megapixels }: { megapixels: number }) => `The photo has too many pixels: at most ${megapixels} million`,
  media_avif_metadata: () =>
    'This AVIF photo carries metadata (Exif or XMP, which may say where it was taken): export it without metadata, or as JPEG',
  /** `places`: where it is shown, each item's title in quotes and the field in brackets; `count`: how many. */
  media_in_use: ({ places, count }: { places: string; count: number }) =>
    `This photo is used by ${places}: remove it from ${plural('en', count, { one: 'it', other: 'them' })} first`,
  /** `url`: the /uploads/ address a write named. */
  upload_not_stored: ({ url }: { url: string }) =>
    `${url} names no uploaded file (an upload left unsaved for a day is removed): upload the file again`,
  /** `url`: the /media/ address a write named. */
  media_unknown: ({ url }: { url: string }) => `${url} is not in the media library: upload the photo or choose it from the library`,

  // Documents (PDFs served at /documents/<slug>.pdf).
  document_file_required: () => 'Send the PDF in a file field "file" (multipart/form-data)',
  document_not_pdf: () =>
    'This file is not a PDF: a PDF starts with %PDF- and ends with %%EOF (a web page or another file renamed .pdf is refused)',
  /** `found`: the PDF names of what was found, comma separated (/JavaScript, /OpenAction…). */
  document_active_content: ({ found }: { found: string }) =>
    `This PDF carries scripts, automatic actions or attached files (${found}), which a reader could run: save it again without them (for example with Print to PDF) and upload it again`,
  document_too_large: ({ megabytes }: { megabytes: number }) => `The PDF must be at most ${megabytes} MB`,
  /** `megabytes`: what one request carries; `most`: the largest PDF. */
  document_send_in_parts: ({ megabytes, most }: { megabytes: number; most: number }) =>
    `A PDF over ${megabytes} MB is sent in parts (POST /api/admin/documents/parts), then named by its upload_id; the PDF must be at most ${most} MB`,

  // Job applications.
  job_not_open: () => 'This job offer is not open for applications: send a spontaneous application from the careers page instead',
  /** `file`: the entry under uploads/ in the backup; `problem`: why its bytes are refused. */
  backup_document_refused: ({ file, problem }: { file: string; problem: NestedMessage }) =>
    `uploads/${file} in this backup is refused: ${nestedEnglish(problem)}`,
  /** `label`: the document's title; `file`: the entry under uploads/ it needs. */
  backup_missing_document: ({ label, file }: { label: string; file: string }) =>
    `The document “${label}” needs uploads/${file}, which neither the backup nor this site holds`,

  // Backups.
  backup_too_large: ({ size }: { size: string }) => `A backup can be at most ${size}`,
  whole_backup_with_id: () => 'A backup sent whole carries no upload_id',
  export_too_large: ({ size, limit }: { size: string; limit: string }) =>
    `This site's backup is ${size}, more than one response carries (${limit}): take it with POST /api/admin/backups and download it by byte ranges`,
  download_too_large: ({ size, limit, last }: { size: string; limit: string; last: number }) =>
    `This backup is ${size}, more than one response carries (${limit}): download it by byte ranges (Range: bytes=0-${last}, and so on)`,
  range_outside: ({ bytes }: { bytes: number }) => `The range asked for lies outside this backup of ${bytes} bytes`,
  not_zip: () => 'This file is not a zip archive',
  backup_unpacks_too_large: () => 'This backup unpacks to more than 200 MB',
  /** `file`: an entry of the zip; `size`: the bytes its header declares. */
  backup_entry_too_large: ({ file, size }: { file: string; size: number }) =>
    `${file} in this backup unpacks to more than the ${size} bytes its zip header declares`,
  backup_entry_damaged: ({ file }: { file: string }) =>
    `${file} in this backup is damaged: it does not match its zip header’s size or checksum`,
  backup_manifest_invalid: () => 'The backup’s manifest is not valid',
  /** `file`: manifest.json or content.json. */
  backup_file_missing: ({ file }: { file: string }) => `This backup has no ${file}`,
  backup_file_not_json: ({ file }: { file: string }) => `${file} in this backup is not valid JSON`,
  /** `position` counts from 1; `label` (its title, name or slug) and `id` are empty when the item has none. */
  backup_item_invalid: ({ collection, position, label, id, problem }: BackupItem & { problem: NestedMessage }) =>
    `${collection} item ${position} (${label ? `“${label}”, ` : ''}${id ? `id ${id}` : 'no id'}): ${nestedEnglish(problem)}`,
  /** A problem outside the collections' items (the settings…): `path` is where. */
  backup_entry_invalid: ({ path, problem }: { path: string; problem: NestedMessage }) => `${path}: ${nestedEnglish(problem)}`,
  backup_bad_id: ({ collection, label }: { collection: BackupCollectionName; label: string }) =>
    `${collection}: “${label}” has an id this site cannot store`,
  backup_duplicate_id: ({ collection, id }: { collection: BackupCollectionName; id: string }) =>
    `${collection}: two items have the id ${id}`,
  backup_duplicate_slug: ({ collection, label, slug }: { collection: BackupCollectionName; label: string; slug: string }) =>
    `${collection}: “${label}” and another item both use the slug “${slug}”`,
  backup_missing_upload: ({ collection, label, file }: { collection: BackupCollectionName; label: string; file: string }) =>
    `${collection}: “${label}” shows the uploaded file ${file}, which is neither in the backup nor on this site`,
  /** `url`: the /media/ address an item of the backup shows. */
  backup_unknown_media: ({ collection, label, url }: { collection: BackupCollectionName; label: string; url: string }) =>
    `${collection}: “${label}” shows the photo ${url}, which the backup’s media library does not list`,
  /** `label`: the photo's file name; `file`: its name in the backup. */
  backup_missing_photo: ({ label, file }: { label: string; file: string }) =>
    `media: the photo “${label}” (${file}) is neither in the backup nor on this site`,
  backup_duplicate_photo: ({ label, id }: { label: string; id: string }) =>
    `media: the photo “${label}” and another have the same id or address (${id})`,
  backup_upload_damaged: ({ file }: { file: string }) => `The uploaded file ${file} is missing from the backup or damaged`,
  backup_upload_not_image: ({ file }: { file: string }) => `The uploaded file ${file} is not an image this site accepts`,
  /** `type`: what the file's bytes show; `declared`: what the backup's manifest says. */
  backup_upload_type_mismatch: ({ file, declared, type }: { file: string; declared: string; type: string }) =>
    `The uploaded file ${file} is ${type}, not the ${declared} the backup’s manifest declares`,
  backup_upload_too_large: ({ file, megabytes }: { file: string; megabytes: number }) =>
    `The uploaded file ${file} is larger than an upload may be (${megabytes} MB)`,
  /** `position` counts from 1; `date` is the enquiry's own, as the backup gives it. */
  backup_enquiry_in_future: ({ position, id, date }: { position: number; id: string; date: string }) =>
    `enquiries item ${position} (id ${id}): dated ${date}, in the future, which no enquiry received can be`,
  import_failed: () => 'The import failed part way and was undone: the content is as it was before. Please try again.',
  /** `by`: the username of whoever started the import under way. */
  import_running: ({ by }: { by: string }) => `An import started by ${by} is under way: wait for it to end, then try again.`,
} satisfies Record<string, (params: never) => string>;

type BackupItem = { collection: BackupCollectionName; position: number; label: string; id: string };

type Catalogue = typeof englishMessages;
export type MessageCode = keyof Catalogue;
export type MessageParams<C extends MessageCode> = Parameters<Catalogue[C]> extends [infer P] ? P : Record<string, never>;

/** A message: its code and the parameters its text is written with. */
export type Message = { [C in MessageCode]: { code: C; params: MessageParams<C> } }[MessageCode];

/** What `message(code, …)` takes after the code: the parameters, or nothing. */
type MessageArgs<C extends MessageCode> = Parameters<Catalogue[C]>;

const isMessageCode = (code: string): code is MessageCode => Object.hasOwn(englishMessages, code);

/** The message of `code` with its parameters (none for a code whose text has none). */
export function message<C extends MessageCode>(code: C, ...params: MessageArgs<C>): Extract<Message, { code: C }> {
  return { code, params: params[0] ?? {} } as Extract<Message, { code: C }>;
}

const write = (code: MessageCode, params: unknown): string => (englishMessages[code] as (params: unknown) => string)(params);

/** An issue of a 400 answer: where, the English, and the code with its parameters. */
export function issueOf(path: string, said: Message): Issue {
  return { path, message: englishOf(said), code: said.code, params: said.params };
}

/** The fields of a coded error in an answer: its English, its code and its parameters. */
export function codedError(said: Message): { error: string; code: string; params: Message['params'] } {
  return { error: englishOf(said), code: said.code, params: said.params };
}

/** A message's English text. */
export function englishOf(said: Message): string {
  return write(said.code, said.params);
}

/** A message to put in another's parameters; one that nests a message itself goes in as its English. */
export function nested(said: Message): NestedMessage {
  const flat = Object.values(said.params).every((value: unknown) => typeof value !== 'object');
  return flat ? (said as NestedMessage) : { code: 'invalid', params: { detail: englishOf(said) } };
}

function nestedEnglish(said: NestedMessage): string {
  return isMessageCode(said.code) ? write(said.code, said.params) : said.code;
}
