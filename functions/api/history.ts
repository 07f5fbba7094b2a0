import * as z from '#functions/platform/zod.ts';
import {
  deletedListSchema,
  historyCollectionSchema,
  restoredSchema,
  restoreInputSchema,
  revisionListSchema,
  type HistoryCollection,
  type PhotoLeftOut,
  type RestoreInput,
  type Revision,
  type Unlinked,
} from '#src/schemas/history.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { messageOfIssue, zodMessage } from '#src/schemas/coded-issues.ts';
import { message, nested } from '#src/schemas/messages.ts';
import { settingsSchema } from '#src/schemas/settings.ts';
import type { TaxonomyType } from '#src/schemas/taxonomy.ts';
import { noteAudit } from '#functions/audit/audit.ts';
import { cacheTags, taxonomyItemTags } from '#functions/platform/cache.ts';
import {
  collections,
  collectionsByName,
  readItem,
  restoreItem,
  taxonomyCollections,
  updateItem,
  type Collection,
} from '#functions/content/collections.ts';
import { privateJson } from '#functions/platform/responses.ts';
import { now, readObject } from '#functions/platform/requests.ts';
import { listDeleted, readDeleted, readVersion, readVersions } from '#functions/content/history.ts';
import { HttpError, parseWith, respond } from '#functions/platform/http.ts';
import { route, type HandlerContext } from '#functions/platform/route.ts';
import { claimProjectSlug, formerSlugsStillHeld, landSlugClaims, type ProjectSlugClaim } from '#functions/content/project-slug-claims.ts';
import { previousSlugs } from '#functions/content/project-slugs.ts';
import { publishChange } from '#functions/content/publish.ts';
import { readTaxonomies, withoutDanglingIds } from '#functions/content/relations.ts';
import { assertAdmin, type Session } from '#functions/auth/sessions.ts';
import { saveSettings } from '#functions/content/settings.ts';
import { relinkProjects, type Relinked } from '#functions/content/taxonomy-links.ts';
import { claimTaxonomySlug } from '#functions/content/taxonomy-slugs.ts';
import { claimFreeSlug } from '#functions/content/slug-claims.ts';
import { pageHistoryId } from '#functions/pages/pages.ts';
import { pageIdOfHistory, restorePage } from '#functions/pages/restore.ts';
import { readLiveLibrary, withoutDeletedImage, withoutDeletedLogo, withoutDeletedPhotos } from '#functions/media/restored-photos.ts';

// /api/admin/history: an item's versions, the recently deleted items, and
// restoring either (ADR 0031). A restore is a write like any other: it goes
// through the item's compare-and-swap, claims its slug again, drops relations
// to taxonomy items that no longer exist, and is itself a new version. It
// breaks no link that worked (ADR 0047): a project keeps the former slugs
// that redirected, and a deleted taxonomy item gets back its links to the
// projects that did not change since its deletion. A project comes back
// without the library photos deleted since, and the answer names them.

const VARY = ['collection', 'id', 'deleted'];
const CHANGED_SINCE = message('changed_since');
const NOT_FOUND = message('nothing_to_restore');

type ContentCollection = Exclude<HistoryCollection, 'settings' | 'pages'>;

const sources: Record<ContentCollection, Collection<z.core.$ZodType<{ id: string }>>> = collectionsByName;

const isTaxonomy = (collection: HistoryCollection): collection is TaxonomyType => Object.hasOwn(taxonomyCollections, collection);

function tagsOf(collection: HistoryCollection, id: string): string[] {
  switch (collection) {
    case 'projects':
      return [cacheTags.projects, cacheTags.project(id)];
    case 'projects-enhanced':
      return [cacheTags.projectsEnhanced, cacheTags.projectEnhanced(id)];
    case 'clients':
      return [cacheTags.clients, cacheTags.client(id)];
    case 'credentials':
      return [cacheTags.credentials, cacheTags.credential(id)];
    case 'documents':
      return [cacheTags.documents, cacheTags.document(id)];
    case 'jobs':
      return [cacheTags.jobs, cacheTags.job(id)];
    case 'settings':
      return [cacheTags.settings];
    case 'pages':
      return [cacheTags.page(pageIdOfHistory(id) ?? id)];
    default:
      return taxonomyItemTags(collection, id);
  }
}

const itemQuery = z.object({
  collection: historyCollectionSchema,
  id: z.string().check(z.minLength(1, zodMessage('required', { field: 'item_id' }))),
});

/** The settings are an admin's: an editor neither reads nor restores their versions (ADR 0033). */
function refuseSettingsToEditors(session: Session, collection: string): void {
  if (collection === 'settings') assertAdmin(session);
}

async function list(req: Request, { session }: HandlerContext<'staff'>): Promise<Response> {
  const { searchParams } = new URL(req.url);
  if (searchParams.has('deleted')) return privateJson(deletedListSchema, await listDeleted(), VARY);
  const { collection, id } = parseWith(itemQuery, {
    collection: searchParams.get('collection') ?? undefined,
    id: searchParams.get('id') ?? '',
  });
  refuseSettingsToEditors(session, collection);
  // A page's versions are kept under its history id; staff may name it by its id (services/engineering).
  const itemId = collection === 'pages' ? pageHistoryId(pageIdOfHistory(id) ?? id) : id;
  return privateJson(revisionListSchema, await readVersions(collection, itemId), VARY);
}

const sameRecord = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The version the admin saw as the newest, to refuse a restore over a later change. */
async function seenVersion(input: RestoreInput): Promise<Revision | undefined> {
  if (!input.current_revision) return undefined;
  const seen = await readVersion(input.collection, input.id, input.current_revision);
  if (!seen) throw new HttpError(409, CHANGED_SINCE);
  return seen;
}

/**
 * A stored version made valid for today: checked by the schema, its slug
 * claimed again, its relations current, its library photos deleted since left
 * out (pushed to `photosLeftOut`). A project keeps every former slug of
 * the record it replaces that still redirects to it, and the slug it replaces
 * becomes one: a restore never breaks a link that worked (ADR 0047).
 */
async function prepare(
  collection: ContentCollection,
  record: Record<string, unknown>,
  id: string,
  replaced: Record<string, unknown>,
  photosLeftOut: PhotoLeftOut[],
  /** Receives a project's slug claim: the redirect it takes over ends once the restore has landed. */
  claims: ProjectSlugClaim[],
): Promise<{ id: string }> {
  if (collection === 'projects-enhanced') {
    const { project, left } = withoutDeletedPhotos(parseVersion(collections.projectsEnhanced.item, record, id), await readLiveLibrary());
    photosLeftOut.push(...left);
    const claim = await claimProjectSlug(project.slug, project.title, id).catch(async (error: unknown) => {
      // Another project took its address meanwhile: it gets a new one from its title.
      if (error instanceof HttpError && error.status === 409) return claimProjectSlug(undefined, project.title, id);
      throw error;
    });
    claims.push(claim);
    const { slug } = claim;
    const before = z.safeParse(collections.projectsEnhanced.item, replaced);
    const former = before.success ? await formerSlugsStillHeld(previousSlugs(before.data.previous_slugs, before.data.slug, slug), id) : [];
    return withoutDanglingIds({ ...project, slug, previous_slugs: former }, await readTaxonomies(), new Set());
  }
  if (isTaxonomy(collection)) {
    const item = parseVersion(taxonomyCollections[collection].item, record, id);
    await claimTaxonomySlug(collection, item.slug, id);
    return item;
  }
  if (collection === 'documents') return atFreeSlug(collections.documents, record, id, 'document');
  if (collection === 'jobs') return atFreeSlug(collections.jobs, record, id, 'job');
  if (collection === 'projects') {
    const { project, left } = withoutDeletedImage(parseVersion(collections.projects.item, record, id), await readLiveLibrary());
    photosLeftOut.push(...left);
    return project;
  }
  // A credential or a client: parsed after its logo is left out, so a client's (required) refuses the restore naming it.
  const logo = typeof record.logo_url === 'string' ? record.logo_url : '';
  const { record: restored, left } = withoutDeletedLogo({ ...record, logo_url: logo }, await readLiveLibrary());
  photosLeftOut.push(...left);
  return parseVersion(sources[collection].item, restored, id);
}

/** A document or an offer whose address another took meanwhile comes back at the first free slug-2, slug-3… */
async function atFreeSlug<T extends { slug: string }>(
  source: Collection<z.core.$ZodType<T>>,
  record: Record<string, unknown>,
  id: string,
  item: 'document' | 'job',
): Promise<T> {
  const version: T = parseVersion(source.item, record, id);
  const slug = await claimFreeSlug(source, version.slug, id);
  if (slug === undefined) throw new HttpError(409, message('slug_taken', { item }));
  return { ...version, slug };
}

/** A stored version checked by today's schema: 409 naming the first field that no longer fits. */
function parseVersion<S extends z.core.$ZodType>(schema: S, record: Record<string, unknown>, id: string): z.infer<S> {
  const parsed = z.safeParse(schema, { ...record, id });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0] ?? { path: [], message: 'invalid' };
  throw new HttpError(409, message('version_unrestorable', { path: issue.path.join('.'), problem: nested(messageOfIssue(issue)) }));
}

/**
 * A project as restored over `stored`: the former slugs are those of the record
 * it replaces at the moment it lands, all still its own (a project's former
 * slugs stay claimed for it until another takes one over and removes it).
 */
function withFormerSlugsOf(stored: { id: string }, restored: { id: string }): { id: string } {
  if (!('previous_slugs' in stored && 'slug' in restored && 'slug' in stored)) return restored;
  const { previous_slugs, slug } = stored as { previous_slugs: string[]; slug: string };
  const next: { id: string; previous_slugs: string[] } = {
    ...restored,
    previous_slugs: previousSlugs(previous_slugs, slug, (restored as { slug: string }).slug),
  };
  return next;
}

/** Keeps the item's creation time and sets its update time, for the records that have them. */
function stamped(record: { id: string }, stored: { id: string }): { id: string } {
  if (!('created_at' in stored)) return record;
  const stamps = { created_at: stored.created_at, updated_at: now() };
  return { ...record, ...stamps };
}

export async function restoreContent(
  input: RestoreInput & { collection: ContentCollection },
  by: string,
  /** Receives the library photos the version showed that were deleted since, left out of the restore. */
  photosLeftOut: PhotoLeftOut[] = [],
  /** Receives the projects whose former address the restored project took: their redirect ended. */
  redirectsEnded: string[] = [],
): Promise<Record<string, unknown>> {
  const claims: ProjectSlugClaim[] = [];
  // The address a project's restore claimed stays another's until the restore has landed (ADR 0047).
  const record = await landSlugClaims(claims, input.id, by, () => restoreRecord(input, by, photosLeftOut, claims));
  redirectsEnded.push(...claims.flatMap((claim) => (claim.takenFrom === undefined ? [] : [claim.takenFrom])));
  return record;
}

/** restoreContent's write; a project's slug claims go to `claims`. */
async function restoreRecord(
  input: RestoreInput & { collection: ContentCollection },
  by: string,
  photosLeftOut: PhotoLeftOut[],
  claims: ProjectSlugClaim[],
): Promise<Record<string, unknown>> {
  const { collection, id } = input;
  const source = sources[collection];
  const version = input.revision ? await readVersion(collection, id, input.revision) : undefined;
  if (input.revision && !version) throw new HttpError(404, NOT_FOUND);
  const existing = await readItem(source, id);
  if (existing) {
    if (!version) throw new HttpError(400, message('not_deleted'));
    const seen = await seenVersion(input);
    const prepared = await prepare(collection, version.record, id, existing, photosLeftOut, claims);
    return updateItem(source, id, { notFound: NOT_FOUND, by, action: 'restore' }, (stored) => {
      if (seen && !sameRecord(seen.record, stored)) throw new HttpError(409, CHANGED_SINCE);
      const next = stamped(withFormerSlugsOf(stored, prepared), stored);
      return { value: next, result: next };
    });
  }
  const deleted = await readDeleted(collection, id);
  if (!deleted) throw new HttpError(404, NOT_FOUND);
  const prepared = await prepare(collection, version?.record ?? deleted.record, id, deleted.record, photosLeftOut, claims);
  const next = stamped(prepared, deleted.record as { id: string });
  await restoreItem(source, next, by);
  return next;
}

/** A deleted taxonomy item's projects it was taken out of, which its restore links again; undefined for anything else. */
async function unlinkedByDeletion(collection: ContentCollection, id: string): Promise<readonly Unlinked[] | undefined> {
  if (!isTaxonomy(collection) || (await readItem(sources[collection], id))) return undefined;
  return (await readDeleted(collection, id))?.unlinked;
}

async function restore(req: Request, { session }: HandlerContext<'staff'>): Promise<Response> {
  const input = parseWith(restoreInputSchema, await readObject(req));
  noteAudit({ collection: input.collection, item_id: input.id });
  refuseSettingsToEditors(session, input.collection);
  let record: Record<string, unknown>;
  let links: Relinked | undefined;
  const photosLeftOut: PhotoLeftOut[] = [];
  const redirectsEnded: string[] = [];
  if (input.collection === 'pages') {
    record = await restorePage(input, session, photosLeftOut);
  } else if (input.collection === 'settings') {
    const version = input.revision ? await readVersion('settings', input.id, input.revision) : undefined;
    if (!version) throw new HttpError(404, NOT_FOUND);
    const seen = await seenVersion(input);
    const parsed = z.safeParse(settingsSchema, version.record);
    if (!parsed.success) throw new HttpError(409, message('settings_unrestorable'));
    record = await saveSettings(session.username, 'restore', (current) => {
      if (seen && !sameRecord(seen.record, current)) throw new HttpError(409, CHANGED_SINCE);
      return parsed.data;
    });
  } else {
    const unlinked = await unlinkedByDeletion(input.collection, input.id);
    record = await restoreContent({ ...input, collection: input.collection }, session.username, photosLeftOut, redirectsEnded);
    if (unlinked && isTaxonomy(input.collection)) links = await relinkProjects(input.collection, input.id, unlinked, session.username);
  }
  const relinkedTags = links?.relinked.length
    ? [cacheTags.projectsEnhanced, ...links.relinked.map((project) => cacheTags.projectEnhanced(project.item_id))]
    : [];
  const redirectTags = redirectsEnded.map((from) => cacheTags.projectEnhanced(from));
  await publishChange({
    what: `${input.collection} restored`,
    tags: [...tagsOf(input.collection, input.id), ...relinkedTags, ...redirectTags],
  });
  const leftOut = photosLeftOut.length > 0 ? { photos_left_out: photosLeftOut } : {};
  return respond(restoredSchema, { collection: input.collection, item_id: input.id, record, ...links, ...leftOut });
}

export const historyHandler = route(endpoints.history, { GET: list, POST: restore });
