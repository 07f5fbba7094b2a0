import { endpoints } from '#src/schemas/endpoints.ts';
import { projectListPageSchema, projectListQuerySchema } from '#src/schemas/project-list.ts';
import { adminListPage } from '#src/lib/portfolio/admin-list.ts';
import { collections, readCollection } from '#functions/content/collections.ts';
import { readTaxonomies, resolver } from '#functions/content/relations.ts';
import { parseWith } from '#functions/platform/http.ts';
import { privateJson } from '#functions/platform/responses.ts';
import { route } from '#functions/platform/route.ts';

// GET /api/admin/projects-enhanced: the admin's list of portfolio projects, one
// page of the view its URL holds (search, status, facets, sort, page, size),
// with the counts the screen shows (ADR 0057). The whole list stays at
// GET /api/projects-enhanced for everything else that reads it.

const VARY = Object.keys(projectListQuerySchema.shape);

async function list(req: Request): Promise<Response> {
  const query = parseWith(projectListQuerySchema, Object.fromEntries(new URL(req.url).searchParams));
  const [{ items }, taxonomies] = await Promise.all([readCollection(collections.projectsEnhanced), readTaxonomies()]);
  return privateJson(projectListPageSchema, adminListPage(items.map(resolver(taxonomies)), query), VARY);
}

export const adminProjectsEnhancedHandler = route(endpoints.adminProjectsEnhanced, { GET: list });
