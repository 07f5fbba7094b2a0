import * as z from '#functions/platform/zod.ts';
import type { PortfolioPage, PublicProject } from '#src/schemas/portfolio.ts';
import { projectEnhancedSchema, type ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import { portfolioPage, toPublicProject } from '#src/lib/portfolio/portfolio-page.ts';
import type { TaxonomyType } from '#src/schemas/taxonomy.ts';
import { collections, readCollection, readMarkers, sameTokens, taxonomyCollections } from '#functions/content/collections.ts';
import { sortByDisplayOrder } from '#src/lib/ordering.ts';
import { resolver } from '#functions/content/relations.ts';
import { isLive, nextScheduledChange } from '#src/schemas/schedule.ts';
import { isValidAt, nextValidityChange } from '#src/lib/credentials/validity.ts';
import { documentSchema, documentUrlOf, type DocumentItem } from '#src/schemas/document.ts';
import { putText, readTextWithMetadata } from '#functions/platform/store.ts';
import { mediaRefs, mediaSource, readMediaIndex } from '#functions/media/library.ts';
import { oldPhotoFields } from '#functions/media/usage.ts';

// Public views: for each public list, the exact JSON text an anonymous visitor
// gets (drafts and hidden clients left out, relations resolved, sorted), kept in
// Blobs and served verbatim. An anonymous list read is then one read of the view
// and of its sources' change tokens, in parallel, and no parsing.
//
// A view records the change tokens of its sources (functions/content/collections.ts)
// as they were before it was built. A read whose tokens match serves it; one
// whose tokens moved rebuilds it from the sources and stores it. Writes rebuild
// nothing, so their cost does not grow with the catalogue (ADR 0030). A rebuild
// that lands after a newer one leaves an older view with older tokens, which
// the next read sees and rebuilds: what is served is never older than the
// tokens the reader saw.
//
// Scheduled publishing (ADR 0034): the enhanced projects' view holds the
// projects live when it was built and the instant of the next scheduled
// change; a read at or after that instant rebuilds it, and every answer built
// from it tells the CDN to keep it no longer than that (`freshUntil`).

export interface PublicView {
  name: string;
  key: string;
  /** The collections it is built from, and the media library when it shows photos. */
  sources: readonly { name: string }[];
  /** Reads the sources and returns the public list at `now`, and when it next changes by itself (a schedule). */
  load: (now: number) => Promise<{ items: unknown[]; freshUntil?: number | undefined }>;
}

/** A view's text, and the instant until which it holds if nothing is written (none: until the next write). */
export interface ViewText {
  text: string;
  freshUntil: number | undefined;
  /** The items the text was written from, when this instance built it: what parsing the text again would give. */
  built?: readonly unknown[];
}

const projectsView: PublicView = {
  name: 'projects',
  // v2: the library photo each shows, resolved (`media`).
  key: 'views/projects.v2',
  sources: [collections.projects, mediaSource],
  load: async () => {
    const [projects, media] = await Promise.all([readCollection(collections.projects), readMediaIndex()]);
    return {
      items: sortByDisplayOrder(
        projects.items.filter((project) => project.is_published),
        (project) => project.title,
      ).map((project) => ({
        ...project,
        media: mediaRefs(
          media,
          oldPhotoFields(project).map(({ url }) => url),
        ),
      })),
    };
  },
};

const projectsEnhancedView: PublicView = {
  name: 'projects-enhanced',
  // Versioned with the view's shape (v2: projects' slugs; v3: taxonomy slugs on
  // the resolved references; v4: their display order; v5: French texts; v6: the
  // references' French names; v7: the library photos each shows, resolved): an older view
  // is not served; the first read builds this one.
  key: 'views/projects-enhanced.v7',
  sources: [collections.projectsEnhanced, collections.categories, collections.sectors, collections.technologies, mediaSource],
  load: async (now) => {
    const [projects, categories, sectors, technologies, media] = await Promise.all([
      readCollection(collections.projectsEnhanced),
      readCollection(collections.categories),
      readCollection(collections.sectors),
      readCollection(collections.technologies),
      readMediaIndex(),
    ]);
    const resolve = resolver({ categories: categories.items, sectors: sectors.items, technologies: technologies.items, media });
    return {
      items: sortByDisplayOrder(
        projects.items.filter((project) => isLive(project, now)),
        (project) => project.title,
      ).map(resolve),
      freshUntil: nextScheduledChange(projects.items, now),
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
      items: sortByDisplayOrder(
        clients.items.filter((client) => client.is_active),
        (client) => client.name,
      ),
    };
  },
};

/** The credentials valid today and published, and the instant the next one starts or ends (a day's start in Paris). */
const credentialsView: PublicView = {
  name: 'credentials',
  key: 'views/credentials',
  sources: [collections.credentials],
  load: async (now) => {
    const credentials = await readCollection(collections.credentials);
    return {
      items: sortByDisplayOrder(
        credentials.items.filter((credential) => isValidAt(credential, now)),
        (credential) => credential.name,
      ),
      freshUntil: nextValidityChange(credentials.items, now),
    };
  },
};

/**
 * The published documents, each with its public address. A certificate goes with its credential: a document that
 * credentials link to is shown only while one of them is (an expired certification's PDF is no longer offered), so
 * the view, like the credentials', holds no longer than the next day one starts or ends.
 */
const documentsView: PublicView = {
  name: 'documents',
  key: 'views/documents',
  sources: [collections.documents, collections.credentials],
  load: async (now) => {
    const [documents, credentials] = await Promise.all([readCollection(collections.documents), readCollection(collections.credentials)]);
    const linked = new Set(credentials.items.flatMap((credential) => (credential.document_id ? [credential.document_id] : [])));
    const vouched = new Set(
      credentials.items.flatMap((credential) => (credential.document_id && isValidAt(credential, now) ? [credential.document_id] : [])),
    );
    return {
      items: sortByDisplayOrder(
        documents.items.filter((document) => document.is_published && (!linked.has(document.id) || vouched.has(document.id))),
        (document) => document.title,
      ).map((document) => ({ ...document, url: documentUrlOf(document.slug) })),
      freshUntil: nextValidityChange(credentials.items, now),
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
      return { items: sortByDisplayOrder(document.items, (item) => item.name) };
    },
  };
}

export const views = {
  projects: projectsView,
  projectsEnhanced: projectsEnhancedView,
  clients: clientsView,
  credentials: credentialsView,
  documents: documentsView,
  categories: taxonomyView('categories'),
  sectors: taxonomyView('sectors'),
  technologies: taxonomyView('technologies'),
} as const;

export const taxonomyViews: Record<TaxonomyType, PublicView> = {
  categories: views.categories,
  sectors: views.sectors,
  technologies: views.technologies,
};

const viewMetadataSchema = z.object({ sources: z.record(z.string(), z.string()), fresh_until: z.optional(z.number()) });

/** Rebuilds a view from its sources as they are now and stores it. */
export async function refreshView(view: PublicView, tokens?: Record<string, string>): Promise<ViewText> {
  const sources = tokens ?? (await readMarkers(view.sources));
  const { items, freshUntil } = await view.load(Date.now());
  const text = JSON.stringify(items);
  await putText(view.key, text, freshUntil === undefined ? { sources } : { sources, fresh_until: freshUntil });
  return { text, freshUntil, built: items };
}

/** Whether a view's text still holds at `now`: no scheduled change has come since it was built. */
const stillFresh = ({ freshUntil }: ViewText, now: number) => freshUntil === undefined || now < freshUntil;

/**
 * The last text of each view this instance served, with its sources' change
 * tokens: while they have not moved, a read is the tokens alone (a few small
 * reads, whatever the size of the view). Kept only when every source has a
 * token: a source never written has none, and an empty token cannot tell one
 * store's empty collection from another's (ADR 0086).
 */
const held = new Map<string, { tokens: Record<string, string>; view: ViewText }>();

/** The public text of a view: the stored one while its sources have not changed and no scheduled change has come, else rebuilt. */
export async function readPublicView(view: PublicView): Promise<ViewText> {
  const kept = held.get(view.key);
  const now = Date.now();
  let tokens: Record<string, string>;
  let stored: Awaited<ReturnType<typeof readTextWithMetadata>>;
  if (kept) {
    tokens = await readMarkers(view.sources);
    if (sameTokens(kept.tokens, tokens) && stillFresh(kept.view, now)) return kept.view;
    stored = await readTextWithMetadata(view.key);
  } else {
    [stored, tokens] = await Promise.all([readTextWithMetadata(view.key), readMarkers(view.sources)]);
  }
  const built = viewMetadataSchema.safeParse(stored?.metadata);
  const served =
    stored && built.success && sameTokens(built.data.sources, tokens) && stillFresh({ text: '', freshUntil: built.data.fresh_until }, now)
      ? { text: stored.text, freshUntil: built.data.fresh_until }
      : await refreshView(view, tokens);
  if (Object.values(tokens).every(Boolean)) held.set(view.key, { tokens, view: served });
  else held.delete(view.key);
  return served;
}

/** The enhanced projects of the view last parsed by this instance, and the text they were parsed from. */
let parsedProjects: { from: ViewText; projects: readonly ProjectEnhanced[] } | undefined;

/** The enhanced projects live now as the public sees them, from their view (parsed once per change of the view). */
export async function readPublishedProjects(): Promise<{ projects: readonly ProjectEnhanced[]; freshUntil: number | undefined }> {
  const view = await readPublicView(views.projectsEnhanced);
  // A view this instance just built is not parsed again: its items are schema-checked records, resolved (ADR 0092).
  if (parsedProjects?.from !== view)
    parsedProjects = {
      from: view,
      projects: (view.built as readonly ProjectEnhanced[] | undefined) ?? z.array(projectEnhancedSchema).parse(JSON.parse(view.text)),
    };
  return { projects: parsedProjects.projects, freshUntil: view.freshUntil };
}

/** The documents visitors can download now (a certificate only while its credential is valid), from their view. */
export async function readPublicDocuments(): Promise<{ documents: DocumentItem[]; freshUntil: number | undefined }> {
  const { text, freshUntil } = await readPublicView(views.documents);
  return { documents: z.array(documentSchema).parse(JSON.parse(text)), freshUntil };
}

/** Pages of the portfolio kept per address query, for one parse of the view: past this many, the oldest go. */
const HELD_PAGES = 64;

/** The published projects as the public list shows them, made once per parse of the view, and the pages asked of them. */
let shownProjects: { from: readonly ProjectEnhanced[]; shown: PublicProject[]; pages: Map<string, PortfolioPage> } | undefined;

/** The page of the public portfolio an address's query asks for (?sector=…&page=N): the API's answer and the list page's content. */
export async function readPortfolioPage(search: string): Promise<{ page: PortfolioPage; freshUntil: number | undefined }> {
  const { projects, freshUntil } = await readPublishedProjects();
  if (shownProjects?.from !== projects) shownProjects = { from: projects, shown: projects.map(toPublicProject), pages: new Map() };
  const { shown, pages } = shownProjects;
  let page = pages.get(search);
  if (!page) {
    page = portfolioPage(shown, search);
    if (pages.size >= HELD_PAGES) pages.delete(pages.keys().next().value!);
    pages.set(search, page);
  }
  return { page, freshUntil };
}
