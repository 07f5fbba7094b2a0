import * as z from '#functions/platform/zod.ts';
import { message } from '#src/schemas/messages.ts';
import { successSchema } from '#src/schemas/api.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import { portfolioPageSchema } from '#src/schemas/portfolio.ts';
import { filterKeys } from '#src/lib/portfolio/filters.ts';
import {
  projectEnhancedInputSchema,
  projectEnhancedSchema,
  type ProjectEnhanced,
  type ProjectEnhancedRecord,
} from '#src/schemas/project-enhanced.ts';
import { cacheTags } from '#functions/platform/cache.ts';
import {
  collections,
  createItem,
  deleteItem,
  readCollection,
  readItemOrThrow,
  readMarkers,
  sameTokens,
  updateItem,
} from '#functions/content/collections.ts';
import { privateJson, publicJson, publicText } from '#functions/platform/responses.ts';
import { mergeForUpdate, newId, now, optionalQueryId, readObject, requiredQueryId, updateId } from '#functions/platform/requests.ts';
import { HttpError, parseWith, respond } from '#functions/platform/http.ts';
import { route, type HandlerContext } from '#functions/platform/route.ts';
import { expectedVersion, nextUpdateTime, refuseStale } from '#functions/platform/versions.ts';
import { scheduleIssue } from '#src/schemas/schedule.ts';
import { sortByDisplayOrder } from '#src/lib/ordering.ts';
import { publishChange } from '#functions/content/publish.ts';
import { releaseUploads } from '#functions/uploads/lifecycle.ts';
import { uploadPathsIn } from '#functions/uploads/paths.ts';
import { assertInLibrary } from '#functions/media/library.ts';
import { enhancedPhotoFields } from '#functions/media/usage.ts';
import {
  assertRelationsExist,
  readTaxonomies,
  relationFields,
  resolver,
  taxonomySources,
  withoutDanglingIds,
  type Taxonomies,
} from '#functions/content/relations.ts';
import { claimProjectSlug, landSlugClaims, type ProjectSlugClaim } from '#functions/content/project-slug-claims.ts';
import { previousSlugs } from '#functions/content/project-slugs.ts';
import { readPortfolioPage, readPublicView, readPublishedProjects, views } from '#functions/content/views.ts';
import { assertUploadsStored } from '#functions/uploads/stored-uploads.ts';

// /api/projects-enhanced: the project portfolio shown on /projects-enhanced
// (spec sections 2, 3 and 7). Records keep category, sector and technology ids;
// reads resolve them. Writes check that every id exists, and check again after
// landing when a taxonomy changed meanwhile (keepRelationsCurrent): no project
// ever keeps an id that was deleted. Each project is its own stored document
// (functions/content/collections.ts), so a write's cost does not grow with the portfolio.

const NOT_FOUND = message('not_found', { item: 'project' });
/** One project (?id=), a page of the portfolio (?page= with its filters), or the whole list. */
const VARY = ['id', 'page', ...filterKeys];
const source = collections.projectsEnhanced;
/** Every public project response shows taxonomy names, so it is purged with them. */
const taxonomyTags = [cacheTags.taxonomy('categories'), cacheTags.taxonomy('sectors'), cacheTags.taxonomy('technologies')];

/**
 * After a project write: if a taxonomy changed since the write checked its ids
 * (a concurrent delete), drops the ids that no longer exist from the stored
 * project. The project's write touched its own collection first, so a delete
 * that this check does not see finds the project in its own sweep
 * (functions/api/taxonomy.ts): either way no project keeps a deleted id.
 */
async function keepRelationsCurrent(
  project: ProjectEnhancedRecord,
  checkedAt: Record<string, string>,
  checkedWith: Taxonomies,
  by: string,
): Promise<ProjectEnhanced> {
  let record = project;
  let taxonomies = checkedWith;
  let tokens = checkedAt;
  for (;;) {
    const latest = await readMarkers(taxonomySources);
    if (sameTokens(tokens, latest)) return resolver(taxonomies)(record);
    tokens = latest;
    taxonomies = await readTaxonomies();
    const current = taxonomies;
    record = await updateItem(source, record.id, { notFound: NOT_FOUND, by }, (existing) => {
      const kept = withoutDanglingIds(existing, current, new Set());
      const dropped = Object.values(relationFields).some((field) => kept[field].length !== existing[field].length);
      return { value: dropped ? kept : undefined, result: kept };
    });
  }
}

async function list(req: Request, { optionalSession }: HandlerContext<'session-optional'>): Promise<Response> {
  const id = optionalQueryId(req);
  if (await optionalSession()) {
    if (id) {
      const [project, taxonomies] = await Promise.all([readItemOrThrow(source, id, NOT_FOUND), readTaxonomies()]);
      return privateJson(projectEnhancedSchema, resolver(taxonomies)(project), VARY);
    }
    const [{ items }, taxonomies] = await Promise.all([readCollection(source), readTaxonomies()]);
    return privateJson(
      z.array(projectEnhancedSchema),
      sortByDisplayOrder(items, (project) => project.title).map(resolver(taxonomies)),
      VARY,
    );
  }
  const { search, searchParams } = new URL(req.url);
  if (searchParams.has('page')) {
    const { page, freshUntil } = await readPortfolioPage(search);
    return publicJson(req, portfolioPageSchema, page, [cacheTags.projectsEnhanced, ...taxonomyTags], VARY, freshUntil);
  }
  if (id) {
    // From the projects parsed once per change of the view (ADR 0086), not the whole text parsed again.
    const { projects, freshUntil } = await readPublishedProjects();
    const project = projects.find((candidate) => candidate.id === id);
    if (!project) throw new HttpError(404, NOT_FOUND);
    return publicJson(req, projectEnhancedSchema, project, [cacheTags.projectEnhanced(id), ...taxonomyTags], VARY, freshUntil);
  }
  const { text, freshUntil } = await readPublicView(views.projectsEnhanced);
  return publicText(req, text, [cacheTags.projectsEnhanced, ...taxonomyTags], VARY, freshUntil);
}

/** The project's own answer, and that of the project whose former address it took (its redirect ended). */
const projectTags = (id: string, claim: ProjectSlugClaim | undefined) => [
  cacheTags.projectEnhanced(id),
  ...(claim?.takenFrom === undefined ? [] : [cacheTags.projectEnhanced(claim.takenFrom)]),
];

/** A project's input, checked by its schema and for a schedule that could never show it (ADR 0034). */
function parseProject(raw: unknown): z.output<typeof projectEnhancedInputSchema> {
  const input = parseWith(projectEnhancedInputSchema, raw);
  const issue = scheduleIssue(input);
  if (issue) throw new HttpError(400, message('unpublish_before_publish'), { issues: [issue] });
  return input;
}

async function create(req: Request, { session: { username } }: HandlerContext<'staff'>): Promise<Response> {
  const input = parseProject(await readObject(req));
  const id = newId();
  const checkedAt = await readMarkers(taxonomySources);
  const taxonomies = await readTaxonomies();
  assertRelationsExist(input, taxonomies);
  assertInLibrary(taxonomies.media, enhancedPhotoFields(input));
  await assertUploadsStored(input);
  const claim = await claimProjectSlug(input.slug, input.title, id);
  const time = now();
  const project: ProjectEnhancedRecord = { ...input, id, slug: claim.slug, previous_slugs: [], created_at: time, updated_at: time };
  await landSlugClaims([claim], id, username, () => createItem(source, project, username));
  const created = await keepRelationsCurrent(project, checkedAt, taxonomies, username);
  await publishChange({ what: 'enhanced project created', tags: [cacheTags.projectsEnhanced, ...projectTags(id, claim)] });
  return respond(projectEnhancedSchema, created, { status: 201 });
}

async function update(req: Request, { session: { username } }: HandlerContext<'staff'>): Promise<Response> {
  const body = await readObject(req);
  const id = updateId(body);
  const supplied = new Set(Object.values(relationFields).filter((field) => Object.hasOwn(body, field)));
  const checkedAt = await readMarkers(taxonomySources);
  const expected = expectedVersion(req);
  const [stored, taxonomies] = await Promise.all([readItemOrThrow(source, id, NOT_FOUND), readTaxonomies()]);
  // Checked before a new slug is claimed too, so a stale save claims nothing.
  refuseStale(expected, stored);
  /** The save as it would land on `existing`, checked whole: relations, library photos and uploads. */
  const checkedAgainst = async (existing: ProjectEnhancedRecord) => {
    const input = parseProject(mergeForUpdate(existing, body));
    // Ids sent in this body must exist; ids kept from the stored record that no
    // longer exist (an interrupted delete) are dropped rather than blocking the save.
    const checked = withoutDanglingIds(input, taxonomies, supplied);
    assertRelationsExist(checked, taxonomies);
    assertInLibrary(taxonomies.media, enhancedPhotoFields(checked));
    await assertUploadsStored(checked, existing);
    return checked;
  };
  // No slug in the body keeps the stored one; an empty one derives it from the title again. Claimed once the save
  // is known to pass its checks, so a refused save claims nothing.
  let claim: ProjectSlugClaim | undefined;
  if (Object.hasOwn(body, 'slug')) {
    const asked = await checkedAgainst(stored);
    claim = await claimProjectSlug(asked.slug, asked.title, id);
  }
  const write = () =>
    updateItem(source, id, { notFound: NOT_FOUND, by: username, expected }, async (existing) => {
      const checked = await checkedAgainst(existing);
      const nextSlug = claim?.slug ?? existing.slug;
      const next: ProjectEnhancedRecord = {
        ...checked,
        id,
        slug: nextSlug,
        previous_slugs: previousSlugs(existing.previous_slugs, existing.slug, nextSlug),
        created_at: existing.created_at,
        updated_at: nextUpdateTime(existing),
      };
      return { value: next, result: { previous: existing, updated: next } };
    });
  // A refused write (a check against the latest record, a version changed since) gives a taken slug back.
  const { previous, updated } = await landSlugClaims(claim ? [claim] : [], id, username, write);
  const answer = await keepRelationsCurrent(updated, checkedAt, taxonomies, username);
  await publishChange({ what: 'enhanced project updated', tags: [cacheTags.projectsEnhanced, ...projectTags(id, claim)] });
  await releaseUploads(uploadPathsIn(previous), uploadPathsIn(updated));
  return respond(projectEnhancedSchema, answer);
}

async function remove(req: Request, { session: { username } }: HandlerContext<'staff'>): Promise<Response> {
  const id = requiredQueryId(req);
  const removed = await deleteItem(source, id, { notFound: NOT_FOUND, by: username });
  await releaseUploads(uploadPathsIn(removed));
  await publishChange({ what: 'enhanced project deleted', tags: [cacheTags.projectsEnhanced, cacheTags.projectEnhanced(id)] });
  return respond(successSchema, { success: true });
}

export const projectsEnhancedHandler = route(endpoints.projectsEnhanced, { GET: list, POST: create, PUT: update, DELETE: remove });
