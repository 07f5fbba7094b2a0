import { z } from 'zod';
import type { PortfolioPage } from '#src/schemas/portfolio.ts';
import { projectEnhancedSchema, type ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import { portfolioPage, toPublicProject } from '#src/islands/project-list/portfolio-page.ts';
import type { TaxonomyType } from '#src/schemas/taxonomy.ts';
import { collections, readCollection, readMarkers, sameTokens, taxonomyCollections, type Collection } from '#functions/collections.ts';
import { sortByDisplayOrder } from '#functions/ordering.ts';
import { resolver } from '#functions/relations.ts';
import { putText, readTextWithMetadata } from '#functions/store.ts';

// Public views: for each public list, the exact JSON text an anonymous visitor
// gets (drafts and hidden clients left out, relations resolved, sorted), kept in
// Blobs and served verbatim. An anonymous list read is then one read of the view
// and of its sources' change tokens, in parallel, and no parsing.
//
// A view records the change tokens of its sources (functions/collections.ts)
// as they were before it was built. A read whose tokens match serves it; one
// whose tokens moved rebuilds it from the sources and stores it. Writes rebuild
// nothing, so their cost does not grow with the catalogue (ADR 0030). A rebuild
// that lands after a newer one leaves an older view with older tokens, which
// the next read sees and rebuilds: what is served is never older than the
// tokens the reader saw.

export interface PublicView {
  name: string;
  key: string;
  sources: readonly Collection<z.core.$ZodType>[];
  /** Reads the sources and returns the public list. */
  load: () => Promise<unknown[]>;
}

const projectsView: PublicView = {
  name: 'projects',
  key: 'views/projects',
  sources: [collections.projects],
  load: async () => {
    const projects = await readCollection(collections.projects);
    return sortByDisplayOrder(
      projects.items.filter((project) => project.is_published),
      (project) => project.title,
    );
  },
};

const projectsEnhancedView: PublicView = {
  name: 'projects-enhanced',
  // Versioned with the view's shape (v2: projects' slugs; v3: taxonomy slugs on
  // the resolved references; v4: their display order; v5: French texts; v6: the
  // references' French names): an older view is not served; the first read builds this one.
  key: 'views/projects-enhanced.v6',
  sources: [collections.projectsEnhanced, collections.categories, collections.sectors, collections.technologies],
  load: async () => {
    const [projects, categories, sectors, technologies] = await Promise.all([
      readCollection(collections.projectsEnhanced),
      readCollection(collections.categories),
      readCollection(collections.sectors),
      readCollection(collections.technologies),
    ]);
    const resolve = resolver({ categories: categories.items, sectors: sectors.items, technologies: technologies.items });
    return sortByDisplayOrder(
      projects.items.filter((project) => project.is_published),
      (project) => project.title,
    ).map(resolve);
  },
};

const clientsView: PublicView = {
  name: 'clients',
  key: 'views/clients',
  sources: [collections.clients],
  load: async () => {
    const clients = await readCollection(collections.clients);
    return sortByDisplayOrder(
      clients.items.filter((client) => client.is_active),
      (client) => client.name,
    );
  },
};

function taxonomyView(type: TaxonomyType): PublicView {
  const source = taxonomyCollections[type];
  return {
    name: type,
    key: `views/${type}`,
    sources: [source],
    load: async () => {
      const document = await readCollection(source);
      return sortByDisplayOrder(document.items, (item) => item.name);
    },
  };
}

export const views = {
  projects: projectsView,
  projectsEnhanced: projectsEnhancedView,
  clients: clientsView,
  categories: taxonomyView('categories'),
  sectors: taxonomyView('sectors'),
  technologies: taxonomyView('technologies'),
} as const;

export const taxonomyViews: Record<TaxonomyType, PublicView> = {
  categories: views.categories,
  sectors: views.sectors,
  technologies: views.technologies,
};

const viewMetadataSchema = z.object({ sources: z.record(z.string(), z.string()) });

/** Rebuilds a view from its sources as they are now and stores it. Returns the text built. */
export async function refreshView(view: PublicView, tokens?: Record<string, string>): Promise<string> {
  const sources = tokens ?? (await readMarkers(view.sources));
  const text = JSON.stringify(await view.load());
  await putText(view.key, text, { sources });
  return text;
}

/** The public text of a view: the stored one while its sources have not changed, else rebuilt. */
export async function readPublicView(view: PublicView): Promise<string> {
  const [stored, tokens] = await Promise.all([readTextWithMetadata(view.key), readMarkers(view.sources)]);
  const built = viewMetadataSchema.safeParse(stored?.metadata);
  if (stored && built.success && sameTokens(built.data.sources, tokens)) return stored.text;
  return refreshView(view, tokens);
}

/** The published enhanced projects as the public sees them, from their view (one Blobs read). */
export async function readPublishedProjects(): Promise<ProjectEnhanced[]> {
  return z.array(projectEnhancedSchema).parse(JSON.parse(await readPublicView(views.projectsEnhanced)));
}

/** The page of the public portfolio an address's query asks for (?sector=…&page=N): the API's answer and the list page's content. */
export async function readPortfolioPage(search: string): Promise<PortfolioPage> {
  return portfolioPage((await readPublishedProjects()).map(toPublicProject), search);
}
