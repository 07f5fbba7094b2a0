import { issueOf, message } from '#src/schemas/messages.ts';
import { successSchema } from '#src/schemas/api.ts';
import { sentName } from '#functions/uploads/sent-name.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import {
  MAX_MEDIA_BYTES,
  MEDIA_PAGE_SIZE,
  mediaFieldsSchema,
  mediaItemSchema,
  mediaListQuerySchema,
  mediaPageSchema,
  mediaUpdateSchema,
  type MediaItem,
  type MediaUse,
} from '#src/schemas/media.ts';
import { searchMatcher } from '#src/lib/text/search.ts';
import { noteAudit, noteAuditItem } from '#functions/audit/audit.ts';
import { publishChange } from '#functions/content/publish.ts';
import { cacheTags } from '#functions/platform/cache.ts';
import { HttpError, parseWith, readBytes, respond } from '#functions/platform/http.ts';
import { readObject, requiredQueryId } from '#functions/platform/requests.ts';
import { route } from '#functions/platform/route.ts';
import { expectedVersion, nextUpdateTime, refuseStale } from '#functions/platform/versions.ts';
import { changeLibrary, readLibrary, type StoredMedia } from '#functions/media/library.ts';
import { storeMediaItem } from '#functions/media/store-media.ts';
import { readMediaUses, type MediaUses } from '#functions/media/usage.ts';

// /api/admin/media: the media library (ADR 0055). GET lists it (search, pages,
// newest first) or answers one item; POST uploads a photo (multipart); PUT
// changes an item's alt texts and focal point (If-Match as for content items,
// ADR 0045); DELETE removes an item no project shows.

const NOT_FOUND = message('not_found', { item: 'photo' });
/** Multipart framing and the text fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** An item as the admin reads it: where it is used, and nothing of its tombstone. */
const shown = (item: StoredMedia, uses: MediaUses): MediaItem => mediaItemSchema.parse({ ...item, used_in: uses.get(item.url) });

/** Items staff see: those not deleted, and a deleted one a restored project shows again. */
const listed = (item: StoredMedia, uses: MediaUses) => !item.deleted_at || uses.get(item.url).length > 0;

async function list(req: Request): Promise<Response> {
  const params = Object.fromEntries(new URL(req.url).searchParams);
  const query = parseWith(mediaListQuerySchema, params);
  const [items, uses] = await Promise.all([readLibrary(), readMediaUses('held')]);
  // One item, by its id or by the address a project's field holds (a gallery photo's item, without paging).
  const wanted =
    query.id !== undefined
      ? (candidate: StoredMedia) => candidate.id === query.id
      : query.url !== undefined
        ? (candidate: StoredMedia) => candidate.url === query.url
        : undefined;
  if (wanted) {
    const item = items.find((candidate) => wanted(candidate) && listed(candidate, uses));
    if (!item) throw new HttpError(404, NOT_FOUND);
    return respond(mediaItemSchema, shown(item, uses));
  }
  const matches = searchMatcher(query.q ?? '');
  const found = items
    .filter((item) => listed(item, uses) && matches(`${item.file_name} ${item.alt_en} ${item.alt_fr}`))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id));
  const pages = Math.max(1, Math.ceil(found.length / MEDIA_PAGE_SIZE));
  const requested = Number(query.page ?? '1');
  const page = Number.isInteger(requested) && requested >= 1 ? Math.min(requested, pages) : 1;
  const slice = found.slice((page - 1) * MEDIA_PAGE_SIZE, page * MEDIA_PAGE_SIZE);
  return respond(mediaPageSchema, {
    items: slice.map((item) => shown(item, uses)),
    total: found.length,
    page,
    pages,
    per_page: MEDIA_PAGE_SIZE,
  });
}

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};

/** A focal coordinate as a form sends it: text, read as a number (an empty field is the default). */
const focalOf = (form: FormData, name: string) => {
  const value = field(form, name)?.trim();
  return value === undefined || value === '' ? undefined : Number(value);
};

async function upload(req: Request): Promise<Response> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data;\s*boundary=/i.test(type)) throw new HttpError(415, message('media_file_required'));
  const body = await readBytes(req, MAX_MEDIA_BYTES + MULTIPART_OVERHEAD).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 413) {
      throw new HttpError(413, message('media_too_large', { megabytes: MAX_MEDIA_BYTES / (1024 * 1024) }));
    }
    throw error;
  });
  let form: FormData;
  try {
    form = await new Response(body as Uint8Array<ArrayBuffer>, { headers: { 'content-type': type } }).formData();
  } catch {
    throw new HttpError(400, message('multipart_unreadable'));
  }
  const file = form.get('file');
  if (!(file instanceof File)) {
    const said = message('media_file_required');
    throw new HttpError(400, said, { issues: [issueOf('file', said)] });
  }
  // The audit log names the file as its sender named it, as one line.
  const fileName = sentName(file.name, 200) || 'photo';
  noteAudit({ collection: 'media', item_label: fileName });
  const fields = parseWith(mediaFieldsSchema, {
    alt_en: field(form, 'alt_en') ?? '',
    alt_fr: field(form, 'alt_fr'),
    focal_x: focalOf(form, 'focal_x'),
    focal_y: focalOf(form, 'focal_y'),
  });
  const { item, created } = await storeMediaItem(new Uint8Array(await file.arrayBuffer()), { file_name: fileName, ...fields });
  noteAuditItem({ collection: 'media', item_id: item.id, item_label: item.file_name });
  const uses = await readMediaUses('held');
  return respond(mediaItemSchema, shown(item, uses), { status: created ? 201 : 200 });
}

/** The cache tags of the public answers that show a photo: every list that may, and each item that does. */
const tagsOf = (uses: readonly MediaUse[]) => [
  cacheTags.projects,
  cacheTags.projectsEnhanced,
  ...uses.map((use) =>
    use.collection === 'projects'
      ? cacheTags.project(use.id)
      : use.collection === 'pages'
        ? cacheTags.page(use.id)
        : cacheTags.projectEnhanced(use.id),
  ),
];

async function update(req: Request): Promise<Response> {
  const input = parseWith(mediaUpdateSchema, await readObject(req));
  const expected = expectedVersion(req);
  const uses = await readMediaUses('held');
  const updated = await changeLibrary((items) => {
    const existing = items.find((item) => item.id === input.id && listed(item, uses));
    if (!existing) throw new HttpError(404, NOT_FOUND);
    refuseStale(expected, existing, shown(existing, uses));
    const next: StoredMedia = {
      ...existing,
      alt_en: input.alt_en ?? existing.alt_en,
      alt_fr: input.alt_fr ?? existing.alt_fr,
      focal_x: input.focal_x ?? existing.focal_x,
      focal_y: input.focal_y ?? existing.focal_y,
      updated_at: nextUpdateTime(existing),
    };
    const fields = (['alt_en', 'alt_fr', 'focal_x', 'focal_y'] as const).filter((name) => next[name] !== existing[name]);
    noteAuditItem({ collection: 'media', item_id: existing.id, item_label: existing.file_name, fields });
    return { items: items.map((item) => (item.id === existing.id ? next : item)), result: next };
  });
  await publishChange({ what: 'media updated', tags: tagsOf(uses.get(updated.url)) });
  return respond(mediaItemSchema, shown(updated, uses));
}

/** Where a photo is shown, for the message that refuses its delete: each item's title and field. */
const placesOf = (uses: readonly MediaUse[]) => uses.map((use) => `“${use.label}” (${use.field})`).join(', ');

async function remove(req: Request): Promise<Response> {
  const id = requiredQueryId(req);
  const uses = await readMediaUses();
  await changeLibrary((items) => {
    const existing = items.find((item) => item.id === id && listed(item, uses));
    if (!existing) throw new HttpError(404, NOT_FOUND);
    noteAuditItem({ collection: 'media', item_id: existing.id, item_label: existing.file_name });
    const usedIn = uses.get(existing.url);
    if (usedIn.length > 0) throw new HttpError(409, message('media_in_use', { places: placesOf(usedIn), count: usedIn.length }));
    // A tombstone: a kept version that shows the photo still resolves it (functions/media/library.ts).
    const tombstone: StoredMedia = { ...existing, deleted_at: new Date().toISOString() };
    return { items: items.map((item) => (item.id === id ? tombstone : item)), result: existing };
  });
  // The file stays a few minutes (TOMBSTONE_GRACE_MS): a save that checked the photo just before this delete may still
  // be writing it. The hourly sweep then takes it once nothing shows it (functions/uploads/lifecycle.ts).
  return respond(successSchema, { success: true });
}

export const adminMediaHandler = route(endpoints.adminMedia, { GET: list, POST: upload, PUT: update, DELETE: remove });
