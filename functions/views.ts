import { z } from 'zod';
import type { PortfolioPage } from '#src/schemas/portfolio.ts';
import { projectEnhancedSchema, type ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import { portfolioPage, toPublicProject } from '#src/islands/project-list/portfolio-page.ts';
import type { TaxonomyType } from '#src/schemas/taxonomy.ts';
import { collections, readCollection, taxonomyCollections, type Collection } from '#functions/collections.ts';
import { sortByDisplayOrder } from '#functions/ordering.ts';
import { resolver } from '#functions/relations.ts';
import { etagsUnder, readText, writeTextIf } from '#functions/store.ts';

// Public views: for each public list, the exact JSON text an anonymous visitor
// gets (drafts and hidden clients left out, relations resolved, sorted), kept in
// Blobs and served verbatim. An anonymous list read is then one Blobs read and
// no parsing, whatever the number of records.
//
// Every write that changes a source collection rebuilds the views built from it.
// The stored view carries the revisions of the sources it was built from
// (metadata), and a rebuild replaces it only with a strictly newer one, so
// concurrent writers converge on the newest data whatever order they finish
// in. Blobs etags may depend on the content alone (a write that leaves the text
// as it was can race with one that changes it), so a writer whose view landed
// checks that its sources did not move meanwhile, and rebuilds if they did.

type Revisions = Record<string, number>;

export interface PublicView {
  name: string;
  key: string;
  sources: readonly Collection<z.core.$ZodType>[];
  /** Reads the sources and returns their revisions and the public list. */
  load: () => Promise<{ revisions: Revisions; body: unknown[] }>;
}

const MAX_ROUNDS = 30;

const projectsView: PublicView = {
  name: 'projects',
  key: 'views/projects',
  sources: [collections.projects],
  load: async () => {
    const projects = await readCollection(collections.projects);
    return {
      revisions: { projects: projects.revision },
      body: sortByDisplayOrder(
        projects.items.filter((project) => project.is_published),
        (project) => project.title,
      ),
    };
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
    return {
      revisions: {
        'projects-enhanced': projects.revision,
        categories: categories.revision,
        sectors: sectors.revision,
        technologies: technologies.revision,
      },
      body: sortByDisplayOrder(
        projects.items.filter((project) => project.is_published),
        (project) => project.title,
      ).map(resolve),
    };
  },
};

const clientsView: PublicView = {
  name: 'clients',
  key: 'views/clients',
  sources: [collections.clients],
  load: async () => {
    const clients = await readCollection(collections.clients);
    return {
      revisions: { clients: clients.revision },
      body: sortByDisplayOrder(
        clients.items.filter((client) => client.is_active),
        (client) => client.name,
      ),
    };
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
      return {
        revisions: { [type]: document.revision },
        body: sortByDisplayOrder(document.items, (item) => item.name),
      };
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

const viewMetadataSchema = z.object({ sources: z.record(z.string(), z.number()) });

type Comparison = 'newer' | 'not-newer' | 'incomparable';

function compare(ours: Revisions, stored: Revisions): Comparison {
  let greater = false;
  let less = false;
  for (const [name, revision] of Object.entries(ours)) {
    const theirs = stored[name] ?? -1;
    if (revision > theirs) greater = true;
    if (revision < theirs) less = true;
  }
  if (greater && less) return 'incomparable';
  return greater ? 'newer' : 'not-newer';
}

/** The etags of a view's source documents, in one Blobs list (they all live under content/). */
async function sourceEtags(view: PublicView): Promise<string> {
  const etags = await etagsUnder('content/');
  return view.sources.map((source) => `${source.key}=${etags[source.key] ?? ''}`).join(',');
}

function pause(round: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(100, 5 * 2 ** Math.min(round, 5))));
}

/** Rebuilds a view from its sources and stores it unless a newer one is stored. Returns the text built. */
export async function refreshView(view: PublicView): Promise<string> {
  let text = '[]';
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const before = await sourceEtags(view);
    const { revisions, body } = await view.load();
    text = JSON.stringify(body);
    const outcome = await writeTextIf<Comparison | 'written'>(view.key, text, { sources: revisions }, (current) => {
      const stored = viewMetadataSchema.safeParse(current);
      if (!stored.success) return { write: true, result: 'written' };
      const comparison = compare(revisions, stored.data.sources);
      return comparison === 'newer' ? { write: true, result: 'written' } : { write: false, result: comparison };
    });
    if (outcome === 'not-newer') return text;
    // Unchanged etags before and after: the sources read were the current ones
    // throughout, so what was written is the newest view.
    if (outcome === 'written' && (await sourceEtags(view)) === before) return text;
    await pause(round);
  }
  console.warn(JSON.stringify({ level: 'warn', event: 'view_refresh_gave_up', view: view.name, rounds: MAX_ROUNDS }));
  return text;
}

export async function refreshViews(list: readonly PublicView[]): Promise<void> {
  await Promise.all(list.map(refreshView));
}

/** The stored public text of a view, built on first use (a fresh store has none). */
export async function readPublicView(view: PublicView): Promise<string> {
  return (await readText(view.key)) ?? (await refreshView(view));
}

/** The published enhanced projects as the public sees them, from their view (one Blobs read). */
export async function readPublishedProjects(): Promise<ProjectEnhanced[]> {
  return z.array(projectEnhancedSchema).parse(JSON.parse(await readPublicView(views.projectsEnhanced)));
}

/** The page of the public portfolio an address's query asks for (?sector=…&page=N): the API's answer and the list page's content. */
export async function readPortfolioPage(search: string): Promise<PortfolioPage> {
  return portfolioPage((await readPublishedProjects()).map(toPublicProject), search);
}
