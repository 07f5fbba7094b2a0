import * as z from '#functions/platform/zod.ts';
import { message } from '#src/schemas/messages.ts';
import { taxonomyDeleteSchema, taxonomyRowSchemas } from '#src/schemas/taxonomy-rows.ts';
import { endpoints } from '#src/schemas/endpoints.ts';
import {
  taxonomyInputSchemas,
  taxonomyItemSchemas,
  taxonomyLabels,
  taxonomyTypeSchema,
  type TaxonomyItem,
  type TaxonomyType,
} from '#src/schemas/taxonomy.ts';
import { cacheTags, taxonomyItemTags } from '#functions/platform/cache.ts';
import {
  collections,
  createItem,
  deleteItem,
  readCollection,
  readItemOrThrow,
  taxonomyCollections,
  updateItem,
  type Collection,
} from '#functions/content/collections.ts';
import { privateJson, publicJson, publicText } from '#functions/platform/responses.ts';
import {
  findInView,
  findOrThrow,
  mergeForUpdate,
  newId,
  now,
  optionalQueryId,
  readObject,
  requiredQueryId,
  updateId,
} from '#functions/platform/requests.ts';
import { parseWith, respond } from '#functions/platform/http.ts';
import { expectedVersion, nextUpdateTime, refuseStale } from '#functions/platform/versions.ts';
import { route, type HandlerContext } from '#functions/platform/route.ts';
import { sortByDisplayOrder } from '#src/lib/ordering.ts';
import { publishChange } from '#functions/content/publish.ts';
import { relationFields } from '#functions/content/relations.ts';
import { unlinkFromProjects } from '#functions/content/taxonomy-links.ts';
import { claimTaxonomySlug } from '#functions/content/taxonomy-slugs.ts';
import { readPublicView, taxonomyViews } from '#functions/content/views.ts';

// /api/taxonomy?type=categories|sectors|technologies: the taxonomies attached to
// enhanced projects (spec sections 3, 5 and 7). Slugs are unique per taxonomy
// (409). The admin's reads say how many enhanced projects use each item.
// Deleting an item removes it from every project that used it; restoring it
// gives those links back (functions/content/taxonomy-links.ts).

const VARY = ['type', 'id'];
const typeQuery = z.object({ type: taxonomyTypeSchema });

function taxonomyType(req: Request): TaxonomyType {
  return parseWith(typeQuery, { type: new URL(req.url).searchParams.get('type') ?? undefined }).type;
}

/** The three taxonomy collections share one shape as far as this module is concerned. */
function sourceOf(type: TaxonomyType): Collection<z.core.$ZodType<TaxonomyItem>> {
  return taxonomyCollections[type];
}

const notFound = (type: TaxonomyType) => message('not_found', { item: taxonomyLabels[type].singular });

async function list(req: Request, { optionalSession }: HandlerContext<'session-optional'>): Promise<Response> {
  const type = taxonomyType(req);
  const id = optionalQueryId(req);
  if (await optionalSession()) {
    const [{ items }, projects] = await Promise.all([readCollection(sourceOf(type)), readCollection(collections.projectsEnhanced)]);
    const field = relationFields[type];
    const counts = new Map<string, number>();
    for (const project of projects.items) for (const used of project[field]) counts.set(used, (counts.get(used) ?? 0) + 1);
    const withCount = (item: TaxonomyItem) => ({ ...item, project_count: counts.get(item.id) ?? 0 });
    const row = taxonomyRowSchemas[type];
    if (id) return privateJson(row, withCount(findOrThrow(items, id, notFound(type))), VARY);
    return privateJson(z.array(row), sortByDisplayOrder(items, (item) => item.name).map(withCount), VARY);
  }
  const { text } = await readPublicView(taxonomyViews[type]);
  const item = taxonomyItemSchemas[type];
  if (id) return publicJson(req, item, findInView(item, text, id, notFound(type)), [cacheTags.taxonomyItem(type, id)], VARY);
  return publicText(req, text, [cacheTags.taxonomyList(type)], VARY);
}

async function create(req: Request, { session: { username } }: HandlerContext<'staff'>): Promise<Response> {
  const type = taxonomyType(req);
  const input = parseWith(taxonomyInputSchemas[type], await readObject(req));
  const item = { ...input, id: newId(), updated_at: now() };
  await claimTaxonomySlug(type, item.slug, item.id);
  await createItem(sourceOf(type), item, username);
  // Nothing uses a new item yet, so only the list changes.
  await publishChange({ what: `${taxonomyLabels[type].singular} created`, tags: [cacheTags.taxonomyList(type)] });
  return respond(taxonomyItemSchemas[type], item, { status: 201 });
}

async function update(req: Request, { session: { username } }: HandlerContext<'staff'>): Promise<Response> {
  const type = taxonomyType(req);
  const body = await readObject(req);
  const id = updateId(body);
  const expected = expectedVersion(req);
  const stored = await readItemOrThrow(sourceOf(type), id, notFound(type));
  // Checked before a new slug is claimed too, so a stale save claims nothing.
  refuseStale(expected, stored);
  const asked = parseWith(taxonomyInputSchemas[type], mergeForUpdate(stored, body));
  if (asked.slug !== stored.slug) await claimTaxonomySlug(type, asked.slug, id);
  const item = await updateItem(sourceOf(type), id, { notFound: notFound(type), by: username, expected }, (existing) => {
    // The slug is the body's (claimed above) or the stored one (its writer claimed it).
    const next = { ...parseWith(taxonomyInputSchemas[type], mergeForUpdate(existing, body)), id, updated_at: nextUpdateTime(existing) };
    return { value: next, result: next };
  });
  await publishChange({ what: `${taxonomyLabels[type].singular} updated`, tags: taxonomyItemTags(type, id) });
  return respond(taxonomyItemSchemas[type], item);
}

async function remove(req: Request, { session: { username } }: HandlerContext<'staff'>): Promise<Response> {
  const type = taxonomyType(req);
  const id = requiredQueryId(req);
  await deleteItem(sourceOf(type), id, { notFound: notFound(type), by: username });
  const projectsUpdated = await unlinkFromProjects(type, id, username);
  await publishChange({ what: `${taxonomyLabels[type].singular} deleted`, tags: taxonomyItemTags(type, id) });
  return respond(taxonomyDeleteSchema, { success: true, projects_updated: projectsUpdated });
}

export const taxonomyHandler = route(endpoints.taxonomy, { GET: list, POST: create, PUT: update, DELETE: remove });
