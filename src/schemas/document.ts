import * as z from '#src/schemas/zod-mini.ts';
import { zodMessage } from '#src/schemas/coded-issues.ts';
import { displayOrder, flag, id, optionalText, requiredText, slug, timestamps, updateEnvelope } from '#src/schemas/common.ts';

// Downloadable PDFs (brochures, case-study sheets, certificates): what an
// engineer researching a supplier looks for. Each is served at the stable
// address /documents/<slug>.pdf; replacing its file keeps the address. The
// bytes are checked before they are stored (functions/documents/pdf-check.ts).

export const documentCategories = ['brochure', 'case-study', 'certificate', 'other'] as const;
export const documentLanguages = ['en', 'fr'] as const;

/** 20 MB: the largest PDF, sent in parts when over DOCUMENT_PART_BYTES and served as a stream (ADR 0077). */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

/** 4 MB: what one request carries through Netlify (6 MB buffered, binary base64-encoded); a larger PDF goes in parts of this size. */
export const DOCUMENT_PART_BYTES = 4 * 1024 * 1024;

export const MAX_DOCUMENT_PARTS = Math.ceil(MAX_DOCUMENT_BYTES / DOCUMENT_PART_BYTES);

/** A size in whole megabytes, as the limits are stated. */
export const documentMegabytes = (bytes: number) => bytes / (1024 * 1024);

/** The public address of a document's file. */
export const documentUrlOf = (documentSlug: string) => `/documents/${documentSlug}.pdf`;

/** The fields staff send with the file (as multipart text fields, or JSON on a change without a new file). */
export const documentFieldsSchema = z.object({
  title: requiredText('title', 160),
  description: optionalText('description', 600, 'multi'),
  slug,
  language: z.enum(documentLanguages, { error: zodMessage('one_of', { field: 'language', values: documentLanguages.join(', ') }) }),
  category: z.enum(documentCategories, {
    error: zodMessage('one_of', { field: 'category', values: documentCategories.join(', ') }),
  }),
  display_order: displayOrder,
  is_published: flag('published', true),
  fr: z.prefault(z.object({ title: optionalText('french_title', 160), description: optionalText('french_description', 600, 'multi') }), {}),
});

/** A change by JSON: the `id`, any fields, and a PDF sent before in parts (POST /api/admin/documents/parts) named by its upload. */
export const documentUpdateSchema = z.extend(updateEnvelope, {
  ...z.partial(documentFieldsSchema).shape,
  upload_id: z.optional(z.string().check(z.describe('The upload id its parts were answered with'))),
  file_name: z.optional(z.string().check(z.describe('The name visitors save the PDF under'))),
});

/** The stored file: its name as uploaded, its size, and the hash that names its bytes in the store. */
const fileFields = {
  file_name: z.string().check(z.minLength(1), z.maxLength(200)),
  file_size: z.number().check(z.int(), z.minimum(1)),
  file_sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  uploaded_at: z.iso.datetime(),
};

export const documentRecordSchema = z.extend(documentFieldsSchema, { id, ...fileFields, ...timestamps });

/** A document as the API answers it: the record and its public address. */
export const documentSchema = z.extend(documentRecordSchema, { url: z.string() });

export type DocumentFields = z.input<typeof documentFieldsSchema>;
export type DocumentRecord = z.infer<typeof documentRecordSchema>;
export type DocumentItem = z.infer<typeof documentSchema>;
