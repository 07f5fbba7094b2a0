import * as z from '#functions/platform/zod.ts';
import { message } from '#src/schemas/messages.ts';
import { successSchema } from '#src/schemas/api.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { documentFieldsSchema, documentSchema, documentUrlOf, type DocumentItem, type DocumentRecord } from '#src/schemas/document.ts';
import { createItem, deleteItem, readCollection, readItemOrThrow, updateItem, collections } from '#functions/content/collections.ts';
import { sortByDisplayOrder } from '#src/lib/ordering.ts';
import { publishChange } from '#functions/content/publish.ts';
import { readPublicView, views } from '#functions/content/views.ts';
import { cacheTags } from '#functions/platform/cache.ts';
import { HttpError, parseWith, respond } from '#functions/platform/http.ts';
import { findInView, mergeForUpdate, newId, now, optionalQueryId, requiredQueryId, updateId } from '#functions/platform/requests.ts';
import { privateJson, publicJson, publicText } from '#functions/platform/responses.ts';
import { route, type HandlerContext } from '#functions/platform/route.ts';
import { expectedVersion, nextUpdateTime, refuseStale } from '#functions/platform/versions.ts';
import { readDocumentRequest } from '#functions/documents/document-request.ts';
import { documentFileKey, sha256Of, storeDocumentFile } from '#functions/documents/document-files.ts';
import { fileMetadata } from '#functions/platform/store.ts';
import { assertUploadCapacity, keepWithinCapacity } from '#functions/uploads/lifecycle.ts';
import { claimOwnSlug } from '#functions/content/slug-claims.ts';

// /api/documents: the published documents for visitors, every one for staff.
// /api/admin/documents: POST a new one (multipart: the PDF in `file` and the
// fields, or `upload_id` naming a PDF sent in parts), PUT a change (multipart
// with or without a new file, or JSON; either may name staged parts),
// DELETE ?id= to Recently deleted. A new file keeps the document's address
// (/documents/<slug>.pdf) and purges it from the CDN; the file it replaced
// stays stored for the kept version that names it (ADR 0069).

const source = collections.documents;
const NOT_FOUND = message('not_found', { item: 'document' });
const VARY = ['id'];

const shown = (record: DocumentRecord): DocumentItem => ({ ...record, url: documentUrlOf(record.slug) });
const tagsOf = (id: string) => [cacheTags.documents, cacheTags.document(id)];

async function list(req: Request, { optionalSession }: HandlerContext<'session-optional'>): Promise<Response> {
  const id = optionalQueryId(req);
  if (await optionalSession()) {
    if (id) return privateJson(documentSchema, shown(await readItemOrThrow(source, id, NOT_FOUND)), VARY);
    const { items } = await readCollection(source);
    return privateJson(z.array(documentSchema), sortByDisplayOrder(items, (item) => item.title).map(shown), VARY);
  }
  // A certificate leaves with its credential (a write to one, or its last day's end): tagged and kept no longer.
  const { text, freshUntil } = await readPublicView(views.documents);
  if (id)
    return publicJson(
      req,
      documentSchema,
      findInView(documentSchema, text, id, NOT_FOUND),
      [...tagsOf(id), cacheTags.credentials],
      VARY,
      freshUntil,
    );
  return publicText(req, text, [cacheTags.documents, cacheTags.credentials], VARY, freshUntil);
}

const slugTaken = () => new HttpError(409, message('slug_taken', { item: 'document' }));

/** A slug another document holds is refused before any file is read (documents are few: the list is read). */
async function assertSlugFree(slug: string, id: string): Promise<void> {
  const { items } = await readCollection(source);
  if (items.some((item) => item.slug === slug && item.id !== id)) throw slugTaken();
}

/** Takes the slug for document `id` by a compare-and-swap of its claim, so two documents saved at once cannot both get it. */
async function claimDocumentSlug(slug: string, id: string): Promise<void> {
  if (!(await claimOwnSlug(source, slug, id))) throw slugTaken();
}

/** Stores a checked PDF; 507 when a new file would take the uploads past their cap, as every upload counts (ADR 0013). */
async function storeFile(bytes: Uint8Array): Promise<string> {
  const key = documentFileKey(sha256Of(bytes));
  const isNew = !(await fileMetadata(key));
  if (isNew) await assertUploadCapacity(bytes.byteLength);
  const sha256 = await storeDocumentFile(bytes);
  if (isNew) await keepWithinCapacity(key);
  return sha256;
}

async function create(req: Request, { session: { username } }: HandlerContext<'staff'>): Promise<Response> {
  const { fields, file } = await readDocumentRequest(req, true, username);
  const input = parseWith(documentFieldsSchema, fields);
  const id = newId();
  await assertSlugFree(input.slug, id);
  // Read once the fields pass: a PDF sent in parts is taken only for a write that can land.
  const bytes = await file!.read();
  const sha256 = await storeFile(bytes);
  await claimDocumentSlug(input.slug, id);
  const time = now();
  const record: DocumentRecord = {
    ...input,
    id,
    file_name: file!.name,
    file_size: bytes.byteLength,
    file_sha256: sha256,
    uploaded_at: time,
    created_at: time,
    updated_at: time,
  };
  await createItem(source, record, username);
  await publishChange({ what: 'documents created', tags: tagsOf(id) });
  return respond(documentSchema, shown(record), { status: 201 });
}

async function update(req: Request, { session: { username } }: HandlerContext<'staff'>): Promise<Response> {
  const { fields, file } = await readDocumentRequest(req, false, username);
  const id = updateId(fields);
  const expected = expectedVersion(req);
  if (typeof fields.slug === 'string') await assertSlugFree(fields.slug.trim(), id);
  if (file) {
    // Checked before the PDF sent in parts is taken: a refused write leaves the upload for the next try, and stores no file.
    const existing = await readItemOrThrow(source, id, NOT_FOUND);
    refuseStale(expected, existing);
    parseWith(documentFieldsSchema, mergeForUpdate(existing, fields));
  }
  const bytes = file ? await file.read() : undefined;
  const sha256 = bytes ? await storeFile(bytes) : undefined;
  const updated = await updateItem(source, id, { notFound: NOT_FOUND, by: username, expected }, async (existing) => {
    const input = parseWith(documentFieldsSchema, mergeForUpdate(existing, fields));
    if (input.slug !== existing.slug) await claimDocumentSlug(input.slug, id);
    const next: DocumentRecord = {
      ...existing,
      ...input,
      ...(file && bytes && sha256 ? { file_name: file.name, file_size: bytes.byteLength, file_sha256: sha256, uploaded_at: now() } : {}),
      updated_at: nextUpdateTime(existing),
    };
    return { value: next, result: next };
  });
  await publishChange({ what: 'documents updated', tags: tagsOf(id) });
  return respond(documentSchema, shown(updated));
}

async function remove(req: Request, { session: { username } }: HandlerContext<'staff'>): Promise<Response> {
  const id = requiredQueryId(req);
  await deleteItem(source, id, { notFound: NOT_FOUND, by: username });
  await publishChange({ what: 'documents deleted', tags: tagsOf(id) });
  return respond(successSchema, { success: true });
}

export const documentsHandler = route(endpoints.documents, { GET: list });
export const adminDocumentsHandler = route(endpoints.adminDocuments, { POST: create, PUT: update, DELETE: remove });
