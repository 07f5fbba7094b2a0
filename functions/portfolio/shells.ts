import { readFile } from 'node:fs/promises';
import { shellMarks } from '#src/portfolio/shell-marks.ts';
import { escapeHtml } from '#functions/portfolio/html.ts';

// The Astro-built pages the portfolio function fills (ADR 0022): the project
// page's shell and the 404 page. Read once per function instance from the
// build output, which netlify.toml bundles with the function (included_files).

export interface Shells {
  /** The site's address the pages were built for (canonical links, sitemap). */
  origin: string;
  project: string;
  /** The list page, /projects-enhanced, as built: its project list island in the loading state. */
  list: ListShell;
  notFound: string;
}

/** The list page cut around its island's server-rendered markup. */
export interface ListShell {
  before: string;
  after: string;
  /** The island's React id prefix, which hydration uses too. */
  prefix: string;
}

// The island's element as Astro writes it, its server-rendered content, and
// the comment that ends it.
const LIST_ISLAND = /(<astro-island\b[^>]*\bcomponent-export="ProjectList"[^>]*>)[\s\S]*?(<!--astro:end--><\/astro-island>)/;

export interface ProjectFill {
  head: string;
  main: string;
  title: string;
  eyebrow: string;
  lead: string;
}

const SITE_MARK = /<!--portfolio:site (\S+?)-->/;

/** The shells under a build directory (dist/), checked for every mark they must carry. */
async function loadShells(distDirectory: URL): Promise<Shells> {
  const [project, list, notFound] = await Promise.all([
    readFile(new URL('portfolio-shell/project.html', distDirectory), 'utf8'),
    readFile(new URL('projects-enhanced.html', distDirectory), 'utf8'),
    readFile(new URL('404.html', distDirectory), 'utf8'),
  ]);
  const origin = SITE_MARK.exec(project)?.[1];
  const missing = [shellMarks.head, shellMarks.main, shellMarks.title, shellMarks.eyebrow, shellMarks.lead].filter(
    (mark) => !project.includes(mark),
  );
  if (!origin || missing.length > 0) throw new Error(`The project shell lacks ${origin ? missing.join(', ') : 'the site mark'}`);
  return { origin: new URL(origin).origin, project: project.replace(SITE_MARK, ''), list: cutListShell(list), notFound };
}

function cutListShell(html: string): ListShell {
  const island = LIST_ISLAND.exec(html);
  if (!island) throw new Error('The portfolio list page has no ProjectList island to fill');
  const [whole, open, close] = island as unknown as [string, string, string];
  return {
    before: html.slice(0, island.index) + open,
    after: close + html.slice(island.index + whole.length),
    prefix: /\bprefix="([^"]*)"/.exec(open)?.[1] ?? '',
  };
}

/** A page of the list that is a page of its own for search engines: its address and its page number. */
export interface OwnListPage {
  url: string;
  page: number;
}

/**
 * The list page with the island's markup for these projects. Page 2 and after
 * (ADR 0027) name themselves: their own canonical address and og:url, and the
 * page number in the title, as search engines ask of a paginated list.
 */
export function fillListShell(shell: ListShell, islandHtml: string, own?: OwnListPage): string {
  const html = `${shell.before}${islandHtml}${shell.after}`;
  if (!own) return html;
  const url = escapeHtml(own.url);
  return html
    .replace(/<link rel="canonical" href="[^"]*">/, () => `<link rel="canonical" href="${url}">`)
    .replace(/<meta property="og:url" content="[^"]*">/, () => `<meta property="og:url" content="${url}">`)
    .replace(/<title>([^<|]*?)( \| [^<]*)?<\/title>/, (_whole, name: string, rest: string | undefined) => {
      return `<title>${name}, page ${String(own.page)}${rest ?? ''}</title>`;
    });
}

/** One project's page: every mark replaced (text marks escaped; a function replacer, so "$" in content stays literal). */
export function fillProjectShell(shell: string, fill: ProjectFill): string {
  return shell
    .replace(shellMarks.head, () => fill.head)
    .replace(shellMarks.main, () => fill.main)
    .replaceAll(shellMarks.title, () => escapeHtml(fill.title))
    .replace(shellMarks.eyebrow, () => escapeHtml(fill.eyebrow))
    .replace(shellMarks.lead, () => escapeHtml(fill.lead));
}

/**
 * The shells of a function instance: read on the first request and kept; a
 * failed read (no build output) is retried by the next request, not kept.
 */
export function shellLoader(distDirectory: URL): () => Promise<Shells> {
  let loading: Promise<Shells> | undefined;
  return () => {
    loading ??= loadShells(distDirectory).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
