import { z } from 'zod';
import { taxonomyDeleteSchema, taxonomyRowSchemas } from '#src/schemas/api.ts';
import {
  taxonomyInputSchemas,
  taxonomyItemSchemas,
  taxonomyLabels,
  taxonomyTypeSchema,
  type TaxonomyItem,
  type TaxonomyType,
} from '#src/schemas/taxonomy.ts';
import { cacheTags } from '#functions/cache.ts';
import { collections, readCollection, taxonomyCollections, updateCollection, type Collection } from '#functions/collections.ts';
import {
  findInView,
  findOrThrow,
  mergeForUpdate,
  newId,
  now,
  optionalQueryId,
  privateJson,
  publicJson,
  publicText,
  readObject,
  requiredQueryId,
  updateId,
} from '#functions/content.ts';
import { HttpError, parseWith, respond, route } from '#functions/http.ts';
import { sortByDisplayOrder } from '#functions/ordering.ts';
import { publishChange } from '#functions/publish.ts';
import { relationFields } from '#functions/relations.ts';
import { optionalAdmin, requireAdmin } from '#functions/sessions.ts';
import { readPublicView, taxonomyViews, views } from '#functions/views.ts';

// /api/metadata?type=categories|sectors|technologies: the taxonomies attached to
// enhanced projects (spec sections 3, 5 and 7). Slugs are unique per taxonomy
// (409). The admin's reads say how many enhanced projects use each item.
// Deleting an item removes it from every project that used it.

const VARY = ['type', 'id'];
const typeQuery = z.object({ type: taxonomyTypeSchema });

function taxonomyType(req: Request): TaxonomyType {
  return parseWith(typeQuery, { type: new URL(req.url).searchParams.get('type') ?? undefined }).type;
}

/** The three taxonomy collections share one shape as far as this module is concerned. */
function sourceOf(type: TaxonomyType): Collection<z.core.$ZodType<TaxonomyItem>> {
  return taxonomyCollections[type];
}

const notFound = (type: TaxonomyType) => `${capitalise(taxonomyLabels[type].singular)} not found`;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function assertSlugFree(type: TaxonomyType, items: readonly TaxonomyItem[], slug: string, exceptId?: string): void {
  if (items.some((item) => item.slug === slug && item.id !== exceptId)) {
    const message = `A ${taxonomyLabels[type].singular} with this slug already exists`;
    throw new HttpError(409, message, { issues: [{ path: 'slug', message }] });
  }
}

async function list(req: Request): Promise<Response> {
  const type = taxonomyType(req);
  const id = optionalQueryId(req);
  if (await optionalAdmin(req)) {
    const [{ items }, projects] = await Promise.all([readCollection(sourceOf(type)), readCollection(collections.projectsEnhanced)]);
    const field = relationFields[type];
    const counts = new Map<string, number>();
    for (const project of projects.items) for (const used of project[field]) counts.set(used, (counts.get(used) ?? 0) + 1);
    const withCount = (item: TaxonomyItem) => ({ ...item, project_count: counts.get(item.id) ?? 0 });
    const row = taxonomyRowSchemas[type];
    if (id) return privateJson(row, withCount(findOrThrow(items, id, notFound(type))), VARY);
    return privateJson(z.array(row), sortByDisplayOrder(items, (item) => item.name).map(withCount), VARY);
  }
  const text = await readPublicView(taxonomyViews[type]);
  const item = taxonomyItemSchemas[type];
  if (id) return publicJson(req, item, findInView(item, text, id, notFound(type)), [cacheTags.metadataItem(type, id)], VARY);
  return publicText(req, text, [cacheTags.metadataList(type)], VARY);
}

async function create(req: Request): Promise<Response> {
  await requireAdmin(req);
  const type = taxonomyType(req);
  const input = parseWith(taxonomyInputSchemas[type], await readObject(req));
  const item = { ...input, id: newId() };
  await updateCollection(sourceOf(type), (current) => {
    assertSlugFree(type, current.items, item.slug);
    return { items: [...current.items, item], result: undefined };
  });
  // Nothing uses a new item yet, so only the list changes.
  await publishChange({
    what: `${taxonomyLabels[type].singular} created`,
    views: [taxonomyViews[type]],
    tags: [cacheTags.metadataList(type)],
  });
  return respond(taxonomyItemSchemas[type], item, { status: 201 });
}

const changedTags = (type: TaxonomyType, id: string) => [
  cacheTags.metadataList(type),
  cacheTags.metadataItem(type, id),
  cacheTags.taxonomy(type),
];

async function update(req: Request): Promise<Response> {
  await requireAdmin(req);
  const type = taxonomyType(req);
  const body = await readObject(req);
  const id = updateId(body);
  const item = await updateCollection(sourceOf(type), (current) => {
    const existing = findOrThrow(current.items, id, notFound(type));
    const next = { ...parseWith(taxonomyInputSchemas[type], mergeForUpdate(existing, body)), id };
    assertSlugFree(type, current.items, next.slug, id);
    return { items: current.items.map((entry) => (entry.id === id ? next : entry)), result: next };
  });
  await publishChange({
    what: `${taxonomyLabels[type].singular} updated`,
    views: [taxonomyViews[type], views.projectsEnhanced],
    tags: changedTags(type, id),
  });
  return respond(taxonomyItemSchemas[type], item);
}

async function remove(req: Request): Promise<Response> {
  await requireAdmin(req);
  const type = taxonomyType(req);
  const id = requiredQueryId(req);
  await updateCollection(sourceOf(type), (current) => {
    findOrThrow(current.items, id, notFound(type));
    return { items: current.items.filter((entry) => entry.id !== id), result: undefined };
  });
  const projectsUpdated = await removeFromProjects(type, id);
  await publishChange({
    what: `${taxonomyLabels[type].singular} deleted`,
    views: [taxonomyViews[type], views.projectsEnhanced],
    tags: changedTags(type, id),
  });
  return respond(taxonomyDeleteSchema, { success: true, projects_updated: projectsUpdated });
}

/**
 * Removes a deleted item's id from every enhanced project, after the item
 * itself is gone. This write always lands (it bumps the revision even when no
 * project used the id), so a project write that read the taxonomies before the
 * delete fails its compare-and-swap and retries against the new taxonomies.
 */
function removeFromProjects(type: TaxonomyType, id: string): Promise<number> {
  const field = relationFields[type];
  return updateCollection(collections.projectsEnhanced, (current) => {
    const time = now();
    let count = 0;
    const items = current.items.map((project) => {
      if (!project[field].includes(id)) return project;
      count += 1;
      return { ...project, [field]: project[field].filter((used) => used !== id), updated_at: time };
    });
    return { items, result: count };
  });
}

export const metadataHandler = route('metadata', { GET: list, POST: create, PUT: update, DELETE: remove });
