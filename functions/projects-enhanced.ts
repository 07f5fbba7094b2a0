import { z } from 'zod';
import { successSchema } from '#src/schemas/api.ts';
import { portfolioPageSchema } from '#src/schemas/portfolio.ts';
import { filterKeys } from '#src/islands/project-list/filters.ts';
import { projectEnhancedInputSchema, projectEnhancedSchema, type ProjectEnhancedRecord } from '#src/schemas/project-enhanced.ts';
import { cacheTags } from '#functions/cache.ts';
import { collections, readCollection, updateCollection } from '#functions/collections.ts';
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
import { parseWith, respond, route } from '#functions/http.ts';
import { sortByDisplayOrder } from '#functions/ordering.ts';
import { publishChange } from '#functions/publish.ts';
import { releaseUploads, uploadPathsIn } from '#functions/upload-lifecycle.ts';
import { assertRelationsExist, relationFields, resolver, withoutDanglingIds, type Taxonomies } from '#functions/relations.ts';
import { optionalAdmin, requireAdmin } from '#functions/sessions.ts';
import { chooseSlug, previousSlugs, releaseFormerSlug } from '#functions/project-slugs.ts';
import { readPortfolioPage, readPublicView, views } from '#functions/views.ts';

// /api/projects-enhanced: the project portfolio shown on /projects-enhanced
// (spec sections 2, 3 and 7). Records keep category, sector and technology ids;
// reads resolve them. Writes check that every id exists. The taxonomies are
// read inside the compare-and-swap, after the projects document, so a
// concurrent taxonomy delete (functions/metadata.ts) either is seen here or
// makes this write retry: no project ever keeps an id that was deleted.

const NOT_FOUND = 'Project not found';
/** One project (?id=), a page of the portfolio (?page= with its filters), or the whole list. */
const VARY = ['id', 'page', ...filterKeys];
const source = collections.projectsEnhanced;
/** Every public project response shows taxonomy names, so it is purged with them. */
const taxonomyTags = [cacheTags.taxonomy('categories'), cacheTags.taxonomy('sectors'), cacheTags.taxonomy('technologies')];

async function readTaxonomies(): Promise<Taxonomies> {
  const [categories, sectors, technologies] = await Promise.all([
    readCollection(collections.categories),
    readCollection(collections.sectors),
    readCollection(collections.technologies),
  ]);
  return { categories: categories.items, sectors: sectors.items, technologies: technologies.items };
}

async function list(req: Request): Promise<Response> {
  const id = optionalQueryId(req);
  if (await optionalAdmin(req)) {
    const [{ items }, taxonomies] = await Promise.all([readCollection(source), readTaxonomies()]);
    const resolve = resolver(taxonomies);
    if (id) return privateJson(projectEnhancedSchema, resolve(findOrThrow(items, id, NOT_FOUND)), VARY);
    return privateJson(z.array(projectEnhancedSchema), sortByDisplayOrder(items, (project) => project.title).map(resolve), VARY);
  }
  const { search, searchParams } = new URL(req.url);
  if (searchParams.has('page')) {
    return publicJson(req, portfolioPageSchema, await readPortfolioPage(search), [cacheTags.projectsEnhanced, ...taxonomyTags], VARY);
  }
  const text = await readPublicView(views.projectsEnhanced);
  if (id)
    return publicJson(
      req,
      projectEnhancedSchema,
      findInView(projectEnhancedSchema, text, id, NOT_FOUND),
      [cacheTags.projectEnhanced(id), ...taxonomyTags],
      VARY,
    );
  return publicText(req, text, [cacheTags.projectsEnhanced, ...taxonomyTags], VARY);
}

async function create(req: Request): Promise<Response> {
  await requireAdmin(req);
  const input = parseWith(projectEnhancedInputSchema, await readObject(req));
  const time = now();
  const created = await updateCollection(source, async (current) => {
    const project: ProjectEnhancedRecord = {
      ...input,
      id: newId(),
      slug: chooseSlug(input.slug, input.title, current.items),
      previous_slugs: [],
      created_at: time,
      updated_at: time,
    };
    const taxonomies = await readTaxonomies();
    assertRelationsExist(project, taxonomies);
    const items = releaseFormerSlug([...current.items, project], project.id, project.slug);
    return { items, result: resolver(taxonomies)(project) };
  });
  await publishChange({
    what: 'enhanced project created',
    views: [views.projectsEnhanced],
    tags: [cacheTags.projectsEnhanced, cacheTags.projectEnhanced(created.id)],
  });
  return respond(projectEnhancedSchema, created, { status: 201 });
}

async function update(req: Request): Promise<Response> {
  await requireAdmin(req);
  const body = await readObject(req);
  const id = updateId(body);
  const supplied = new Set(Object.values(relationFields).filter((field) => Object.hasOwn(body, field)));
  const { previous, updated } = await updateCollection(source, async (current) => {
    const existing = findOrThrow(current.items, id, NOT_FOUND);
    const input = parseWith(projectEnhancedInputSchema, mergeForUpdate(existing, body));
    const taxonomies = await readTaxonomies();
    // Ids sent in this body must exist; ids kept from the stored record that no
    // longer exist (an interrupted delete) are dropped rather than blocking the save.
    const checked = withoutDanglingIds(input, taxonomies, supplied);
    assertRelationsExist(checked, taxonomies);
    // No slug in the body keeps the stored one; an empty one derives it from the title again.
    const others = current.items.filter((item) => item.id !== id);
    const slug = Object.hasOwn(body, 'slug') ? chooseSlug(input.slug, input.title, others) : existing.slug;
    const next: ProjectEnhancedRecord = {
      ...checked,
      id,
      slug,
      previous_slugs: previousSlugs(existing.previous_slugs, existing.slug, slug),
      created_at: existing.created_at,
      updated_at: now(),
    };
    return {
      items: releaseFormerSlug(
        current.items.map((item) => (item.id === id ? next : item)),
        id,
        slug,
      ),
      result: { previous: existing, updated: resolver(taxonomies)(next) },
    };
  });
  await publishChange({
    what: 'enhanced project updated',
    views: [views.projectsEnhanced],
    tags: [cacheTags.projectsEnhanced, cacheTags.projectEnhanced(id)],
  });
  await releaseUploads(uploadPathsIn(previous), uploadPathsIn(updated));
  return respond(projectEnhancedSchema, updated);
}

async function remove(req: Request): Promise<Response> {
  await requireAdmin(req);
  const id = requiredQueryId(req);
  const removed = await updateCollection(source, (current) => {
    const existing = findOrThrow(current.items, id, NOT_FOUND);
    return { items: current.items.filter((item) => item.id !== id), result: existing };
  });
  await releaseUploads(uploadPathsIn(removed));
  await publishChange({
    what: 'enhanced project deleted',
    views: [views.projectsEnhanced],
    tags: [cacheTags.projectsEnhanced, cacheTags.projectEnhanced(id)],
  });
  return respond(successSchema, { success: true });
}

export const projectsEnhancedHandler = route('projects-enhanced', { GET: list, POST: create, PUT: update, DELETE: remove });
