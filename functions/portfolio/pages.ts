import { randomUUID } from 'node:crypto';
import { createElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { twinPath, type Locale } from '#src/i18n/locales.ts';
import { projectListTexts } from '#src/i18n/texts/portfolio.ts';
import { ProjectList } from '#src/islands/project-list.tsx';
import { listPageFor } from '#src/lib/portfolio/list-page.ts';
import { filterKeys, filtersToSearch } from '#src/lib/portfolio/filters.ts';
import { projectInLanguage } from '#src/lib/project-language.ts';
import { placeLine } from '#src/lib/project-text.ts';
import { portfolioPathsIn } from '#src/portfolio/paths.ts';
import { ProjectPage } from '#src/portfolio/project-page.tsx';
import { cacheTags, publicCacheHeaders } from '#functions/platform/cache.ts';
import { publicBody } from '#functions/platform/responses.ts';
import { noteUnkept } from '#functions/platform/read-log.ts';
import { projectHead } from '#functions/portfolio/head.ts';
import { hoistedPreloads } from '#functions/portfolio/hoisted-preloads.ts';
import { showsGallery, withoutLightboxScript } from '#functions/portfolio/lightbox-script.ts';
import { pageHeaders } from '#functions/portfolio/page-headers.ts';
import {
  cutListShell,
  fillListShell,
  fillProjectShell,
  withLanguageSwitch,
  type ListShell,
  type Shells,
} from '#functions/portfolio/shells.ts';
import { readPublishedPage } from '#functions/pages/live.ts';
import { fillFrame } from '#functions/site-pages/pages.ts';
import { portfolioSitemap } from '#functions/portfolio/sitemap.ts';
import { earliest } from '#functions/site-pages/badges.ts';
import { readSiteParts, withSiteParts } from '#functions/site-pages/site-parts.ts';
import { readPortfolioPage, readPublicDocuments, readPublishedProjects } from '#functions/content/views.ts';
import { relatedDocuments } from '#functions/portfolio/related-documents.ts';

// The portfolio's pages, rendered when asked and then served from the CDN
// until a write purges them (docs/decisions/0022): the list, a page per published
// project at /projects-enhanced/<slug>, a 301 from a slug it had before, the
// 404 page for any other slug (a draft's, a deleted project's), and the
// portfolio's sitemap. Everything comes from the public view the API serves,
// so a page shows exactly what the list shows. Each page exists in English and,
// under /fr, in French like the rest of the site, and links to its twin.

/** Every portfolio answer is purged with any project or taxonomy write. */
const TAGS = [
  cacheTags.projectsEnhanced,
  cacheTags.taxonomy('categories'),
  cacheTags.taxonomy('sectors'),
  cacheTags.taxonomy('technologies'),
];
/** A page also names the services in its footer as published (ADR 0074) and shows the credentials' badges (ADR 0076). */
const PAGE_TAGS = [...TAGS, cacheTags.navigation, cacheTags.credentials];
const HTML = 'text/html; charset=utf-8';

/** How long the CDN keeps the list built from the seed answered in place of the published one. */
const FALLBACK_SECONDS = 60;
const PAGE_ID = 'projects-enhanced';

/**
 * The list page's published words (head, hero, the list's name, ADR 0084)
 * filled into its frame, cut around its island; the page as built from the
 * seed when they cannot be read.
 */
async function listShell(shells: Shells, locale: Locale): Promise<{ shell: ListShell; freshUntil: number | undefined }> {
  try {
    const published = await readPublishedPage(PAGE_ID, locale);
    if (!published) throw new Error(`No page ${PAGE_ID}`);
    const { html } = await fillFrame(shells[locale].listFrame, shells.origin, published);
    return { shell: cutListShell(html), freshUntil: published.freshUntil };
  } catch (error) {
    // The reason and the page only: nothing of the request is personal data kept.
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    console.error(JSON.stringify({ level: 'error', id: randomUUID(), event: 'site_page_fallback', page: PAGE_ID, locale, error: reason }));
    // The page as built stands in for a minute: made again by the next read, never kept (ADR 0092).
    noteUnkept();
    return { shell: shells[locale].list, freshUntil: Date.now() + FALLBACK_SECONDS * 1000 };
  }
}

/** /projects-enhanced: the island rendered with the page of projects the address asks for, which it hydrates from (ADR 0089). */
export async function listPage(req: Request, shells: Shells, locale: Locale): Promise<Response> {
  const { pathname, search } = new URL(req.url);
  const [{ page, freshUntil }, parts, words] = await Promise.all([readPortfolioPage(search), readSiteParts(), listShell(shells, locale)]);
  const { shell } = words;
  // The page's projects, cut to what the list shows: the island writes them into its markup to hydrate from.
  const initial = listPageFor(page, locale);
  const island = renderToString(createElement(ProjectList, { initial, texts: projectListTexts[locale], locale }), {
    identifierPrefix: shell.prefix,
  });
  // Unfiltered pages after the first are pages of their own; a filtered view keeps the list as its canonical,
  // so search engines index each page of projects once, not every combination of filters.
  const unfiltered = filterKeys.every((key) => page.filters[key] === null);
  const own =
    unfiltered && page.page > 1
      ? { url: `${shells.origin}${portfolioPathsIn(locale).list}?page=${String(page.page)}`, page: page.page }
      : undefined;
  // The other language's list, at the same filters and page.
  const twin = `${twinPath(pathname, locale === 'en' ? 'fr' : 'en')}${filtersToSearch('', page.filters, page.page)}`;
  const html = withSiteParts(withLanguageSwitch(fillListShell(shell, island, own), twin), parts, locale);
  // The filters' and the page's parameters make a page of its own in the CDN; any other parameter does not.
  return publicBody(req, html, {
    contentType: HTML,
    tags: [cacheTags.page(PAGE_ID), ...PAGE_TAGS],
    varyQuery: [...filterKeys, 'page'],
    headers: pageHeaders,
    freshUntil: earliest(earliest(freshUntil, parts.freshUntil), words.freshUntil),
  });
}

export async function projectPage(req: Request, shells: Shells, slug: string, locale: Locale): Promise<Response> {
  const { projects, freshUntil } = await readPublishedProjects();
  const project = projects.find((candidate) => candidate.slug === slug);
  if (project) {
    const [documents, parts] = await Promise.all([
      project.document_ids.length > 0 ? readPublicDocuments().then(({ documents }) => documents) : [],
      readSiteParts(),
    ]);
    const { shown, english } = projectInLanguage(project, locale);
    const { preloads, body } = hoistedPreloads(renderToStaticMarkup(createElement(ProjectPage, { project, all: projects, locale })));
    const shell = showsGallery(project) ? shells[locale].project : withoutLightboxScript(shells[locale].project);
    const filled = fillProjectShell(shell, {
      head: preloads + projectHead(project, shells.origin, locale),
      main: body + relatedDocuments(project.document_ids, documents, locale),
      title: shown.title,
      eyebrow: shown.client,
      lead: shown.project_summary || placeLine(shown),
      english: { title: english.has('title'), lead: shown.project_summary ? english.has('project_summary') : false },
    });
    const switched = withLanguageSwitch(filled, portfolioPathsIn(locale === 'en' ? 'fr' : 'en').project(project.slug));
    const html = withSiteParts(switched, parts, locale);
    return publicBody(req, html, {
      contentType: HTML,
      tags: [...PAGE_TAGS, cacheTags.documents, cacheTags.projectEnhanced(project.id)],
      varyQuery: [],
      headers: pageHeaders,
      freshUntil: earliest(freshUntil, parts.freshUntil),
    });
  }
  const moved = projects.find((candidate) => candidate.previous_slugs.includes(slug));
  if (moved) {
    return new Response(null, {
      status: 301,
      headers: {
        ...pageHeaders,
        ...publicCacheHeaders([...TAGS, cacheTags.projectEnhanced(moved.id)], [], freshUntil),
        Location: portfolioPathsIn(locale).project(moved.slug),
      },
    });
  }
  // A project scheduled for later is not found until its date: the 404 is kept no longer than that.
  return notFoundPage(req, shells, locale, freshUntil);
}

/** The site's 404 page with status 404: a draft, a scheduled, a deleted project or a mistyped address. */
export function notFoundPage(req: Request, shells: Shells, locale: Locale, freshUntil?: number): Response {
  return publicBody(req, shells[locale].notFound, {
    contentType: HTML,
    tags: TAGS,
    varyQuery: [],
    headers: pageHeaders,
    status: 404,
    freshUntil,
  });
}

/** /sitemap-portfolio.xml: the published projects' pages in both languages. */
export async function sitemapResponse(req: Request, shells: Shells): Promise<Response> {
  const { projects, freshUntil } = await readPublishedProjects();
  const xml = portfolioSitemap(projects, shells.origin);
  return publicBody(req, xml, {
    contentType: 'application/xml; charset=utf-8',
    tags: TAGS,
    varyQuery: [],
    headers: pageHeaders,
    freshUntil,
  });
}
