import { createElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { ProjectList } from '#src/islands/project-list.tsx';
import { filterKeys } from '#src/islands/project-list/filters.ts';
import { placeLine } from '#src/lib/project-text.ts';
import { portfolioPaths, projectSlugIn } from '#src/portfolio/paths.ts';
import { ProjectPage } from '#src/portfolio/project-page.tsx';
import { cacheTags, publicCacheHeaders } from '#functions/cache.ts';
import { publicBody } from '#functions/content.ts';
import { route } from '#functions/http.ts';
import { projectHead } from '#functions/portfolio/head.ts';
import { pageHeaders } from '#functions/portfolio/page-headers.ts';
import { fillListShell, fillProjectShell, type Shells } from '#functions/portfolio/shells.ts';
import { portfolioSitemap } from '#functions/portfolio/sitemap.ts';
import { readPortfolioPage, readPublishedProjects } from '#functions/views.ts';

// The portfolio's pages, rendered when asked and then served from the CDN
// until a write purges them (docs/decisions/0022): the list, a page per published
// project at /projects-enhanced/<slug>, a 301 from a slug it had before, the
// 404 page for any other slug (a draft's, a deleted project's), and the
// portfolio's sitemap. Everything comes from the public view the API serves,
// so a page shows exactly what the list shows.

/** Every portfolio answer is purged with any project or taxonomy write. */
const TAGS = [
  cacheTags.projectsEnhanced,
  cacheTags.taxonomy('categories'),
  cacheTags.taxonomy('sectors'),
  cacheTags.taxonomy('technologies'),
];
const HTML = 'text/html; charset=utf-8';

/** /projects-enhanced: the island rendered with the page of projects the address asks for (it hydrates from the API's answer). */
async function listPage(req: Request, shells: Shells): Promise<Response> {
  const page = await readPortfolioPage(new URL(req.url).search);
  const island = renderToString(createElement(ProjectList, { initial: page }), { identifierPrefix: shells.list.prefix });
  // Unfiltered pages after the first are pages of their own; a filtered view keeps the list as its canonical (issue 13).
  const unfiltered = filterKeys.every((key) => page.filters[key] === null);
  const own =
    unfiltered && page.page > 1 ? { url: `${shells.origin}${portfolioPaths.list}?page=${String(page.page)}`, page: page.page } : undefined;
  const html = fillListShell(shells.list, island, own);
  // The filters' and the page's parameters make a page of its own in the CDN; any other parameter does not.
  return publicBody(req, html, { contentType: HTML, tags: TAGS, varyQuery: [...filterKeys, 'page'], headers: pageHeaders });
}

async function projectPage(req: Request, shells: Shells, slug: string): Promise<Response> {
  const projects = await readPublishedProjects();
  const project = projects.find((candidate) => candidate.slug === slug);
  if (project) {
    const html = fillProjectShell(shells.project, {
      head: projectHead(project, shells.origin),
      main: renderToStaticMarkup(createElement(ProjectPage, { project, all: projects })),
      title: project.title,
      eyebrow: project.client,
      lead: project.project_summary || placeLine(project),
    });
    return publicBody(req, html, {
      contentType: HTML,
      tags: [...TAGS, cacheTags.projectEnhanced(project.id)],
      varyQuery: [],
      headers: pageHeaders,
    });
  }
  const moved = projects.find((candidate) => candidate.previous_slugs.includes(slug));
  if (moved) {
    return new Response(null, {
      status: 301,
      headers: {
        ...pageHeaders,
        ...publicCacheHeaders([...TAGS, cacheTags.projectEnhanced(moved.id)], []),
        Location: portfolioPaths.project(moved.slug),
      },
    });
  }
  return notFound(req, shells);
}

/** The site's 404 page with status 404: a draft, a deleted project or a mistyped address. */
function notFound(req: Request, shells: Shells): Response {
  return publicBody(req, shells.notFound, { contentType: HTML, tags: TAGS, varyQuery: [], headers: pageHeaders, status: 404 });
}

async function sitemap(req: Request, shells: Shells): Promise<Response> {
  const xml = portfolioSitemap(await readPublishedProjects(), shells.origin);
  return publicBody(req, xml, { contentType: 'application/xml; charset=utf-8', tags: TAGS, varyQuery: [], headers: pageHeaders });
}

export function portfolioHandler(shells: () => Promise<Shells>) {
  return route('portfolio', {
    GET: async (req) => {
      const { pathname } = new URL(req.url);
      if (pathname === portfolioPaths.sitemap) return sitemap(req, await shells());
      if (pathname === portfolioPaths.list) return listPage(req, await shells());
      const slug = projectSlugIn(pathname);
      return slug ? projectPage(req, await shells(), slug) : notFound(req, await shells());
    },
  });
}
