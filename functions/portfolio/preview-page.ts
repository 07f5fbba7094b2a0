import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Locale } from '#src/i18n/locales.ts';
import { projectInLanguage } from '#src/lib/project-language.ts';
import { placeLine } from '#src/lib/project-text.ts';
import { ProjectPage } from '#src/portfolio/project-page.tsx';
import { previewPath } from '#src/schemas/preview.ts';
import { collections, readItem } from '#functions/content/collections.ts';
import { readTaxonomies, resolver } from '#functions/content/relations.ts';
import { readPublishedProjects } from '#functions/content/views.ts';
import { escapeHtml } from '#functions/portfolio/html.ts';
import { pageHeaders } from '#functions/portfolio/page-headers.ts';
import { validPreview } from '#functions/portfolio/preview-links.ts';
import { fillProjectShell, type Shells } from '#functions/portfolio/shells.ts';

// /preview/projects-enhanced/<id> (and under /fr): a project's public page as
// it will look, drafts and scheduled ones included, rendered with the same
// shell and component as the live page (ADR 0049). Marked as a preview on the
// page; never cached, never indexed, never linked to the other language (the
// other language has its own signed address). Anything but a valid, unexpired
// signature for this project and language gets the 404 page.

const HTML = 'text/html; charset=utf-8';
const privateHeaders = {
  ...pageHeaders,
  'Cache-Control': 'private, no-store',
  'Netlify-CDN-Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
};

const titlePrefix = { en: 'Preview', fr: 'Aperçu' } as const;

const banner = {
  en: 'Preview: this is how the project will look on the site. It is not published by this page.',
  fr: 'Aperçu : voici comment le projet apparaîtra sur le site. Cette page ne le publie pas.',
} as const;

export async function previewPage(req: Request, shells: Shells, projectId: string, locale: Locale): Promise<Response> {
  const url = new URL(req.url);
  const record = validPreview(projectId, locale, url.searchParams) ? await readItem(collections.projectsEnhanced, projectId) : undefined;
  if (!record) return new Response(shells[locale].notFound, { status: 404, headers: { ...privateHeaders, 'Content-Type': HTML } });
  const [taxonomies, { projects }] = await Promise.all([readTaxonomies(), readPublishedProjects()]);
  const project = resolver(taxonomies)(record);
  const { shown, english } = projectInLanguage(project, locale);
  const filled = fillProjectShell(shells[locale].project, {
    head: [
      `<title>${escapeHtml(`${titlePrefix[locale]}${locale === 'fr' ? '\u00a0:' : ':'} ${shown.title} | Caronte Automation`)}</title>`,
      '<meta name="robots" content="noindex, nofollow">',
      `<link rel="canonical" href="${escapeHtml(`${shells.origin}${previewPath(projectId, locale)}`)}">`,
    ].join(''),
    main: `<p class="preview-banner" role="note">${escapeHtml(banner[locale])}</p>${renderToStaticMarkup(
      createElement(ProjectPage, {
        project,
        all: projects.some((item) => item.id === project.id) ? projects : [project, ...projects],
        locale,
      }),
    )}`,
    title: shown.title,
    eyebrow: shown.client,
    lead: shown.project_summary || placeLine(shown),
    english: { title: english.has('title'), lead: shown.project_summary ? english.has('project_summary') : false },
  });
  return new Response(filled, { status: 200, headers: { ...privateHeaders, 'Content-Type': HTML } });
}
