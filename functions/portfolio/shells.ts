import { readFile } from 'node:fs/promises';
import { locales, type Locale } from '#src/i18n/locales.ts';
import { frameMarks } from '#src/site/frame-marks.ts';
import { escapeHtml } from '#functions/portfolio/html.ts';
import { loadOnce } from '#functions/platform/load-once.ts';
import { fillMarks } from '#functions/site-pages/fill-marks.ts';

// The Astro-built pages the portfolio function fills (ADR 0022): the project
// page's shell, the list page and the 404 page, in each language (the French
// ones under dist/fr/). Read once per function instance from the build output,
// which netlify.toml bundles with the function (included_files).

export interface LanguageShells {
  project: string;
  /** The list page, /projects-enhanced, as built from its seed: its project list island in the loading state; answered when its published words cannot be read. */
  list: ListShell;
  /** The list page's frame, its published words to fill before it is cut around its island (ADR 0084). */
  listFrame: string;
  notFound: string;
}

export interface Shells extends Record<Locale, LanguageShells> {
  /** The site's address the pages were built for (canonical links, sitemap). */
  origin: string;
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
  /** The texts a French page shows in English, marked lang="en" for screen readers. */
  english?: { title?: boolean; lead?: boolean };
}

const SITE_MARK = /<!--frame:site (\S+?)-->/;

/** One language's shells under a build directory (dist/ or dist/fr/), checked for every mark they must carry. */
async function loadLanguage(directory: URL): Promise<LanguageShells & { origin: string }> {
  const [project, list, listFrame, notFound] = await Promise.all([
    readFile(new URL('portfolio-shell/project.html', directory), 'utf8'),
    readFile(new URL('projects-enhanced.html', directory), 'utf8'),
    readFile(new URL('page-frames/projects-enhanced.html', directory), 'utf8'),
    readFile(new URL('404.html', directory), 'utf8'),
  ]);
  const origin = SITE_MARK.exec(project)?.[1];
  const missing = [frameMarks.head, frameMarks.main, frameMarks.title, frameMarks.eyebrow, frameMarks.lead].filter(
    (mark) => !project.includes(mark),
  );
  if (!origin || missing.length > 0) throw new Error(`The project shell lacks ${origin ? missing.join(', ') : 'the site mark'}`);
  const frame = listFrame.replace(SITE_MARK, '');
  const frameMissing = [frameMarks.head, frameMarks.title, frameMarks.eyebrow, frameMarks.lead, frameMarks.crumb].filter(
    (mark) => !frame.includes(mark),
  );
  if (frameMissing.length > 0) throw new Error(`The portfolio list's frame lacks ${frameMissing.join(', ')}`);
  cutListShell(frame);
  return { origin: new URL(origin).origin, project: project.replace(SITE_MARK, ''), list: cutListShell(list), listFrame: frame, notFound };
}

async function loadShells(distDirectory: URL): Promise<Shells> {
  const [en, fr] = await Promise.all(
    locales.map((locale) => loadLanguage(locale === 'en' ? distDirectory : new URL(`${locale}/`, distDirectory))),
  );
  if (!en || !fr) throw new Error('The portfolio shells could not be read');
  const shells = ({ project, list, listFrame, notFound }: LanguageShells): LanguageShells => ({ project, list, listFrame, notFound });
  return { origin: en.origin, en: shells(en), fr: shells(fr) };
}

// The language switch's link as Astro writes it (src/components/LanguageSwitch.astro).
const LANGUAGE_SWITCH = /(<a\b[^>]*?\bhref=")[^"]*("[^>]*\bdata-language-switch\b)/;

/** A filled page's language switch pointed at its twin (the shell points at the twin shell). */
export function withLanguageSwitch(html: string, twinHref: string): string {
  return html.replace(LANGUAGE_SWITCH, (_whole, before: string, after: string) => `${before}${escapeHtml(twinHref)}${after}`);
}

/** A list page cut around its island: the built page once, the frame once its words are filled in (ADR 0084). */
export function cutListShell(html: string): ListShell {
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
  return (
    html
      .replace(/<link rel="canonical" href="[^"]*">/, () => `<link rel="canonical" href="${url}">`)
      .replace(/<meta property="og:url" content="[^"]*">/, () => `<meta property="og:url" content="${url}">`)
      // Each language's page N names the other's page N.
      .replace(
        /(<link rel="alternate" hreflang="(?:en|fr|x-default)" href=")([^"]*)(">)/g,
        (_whole, before: string, href: string, after: string) => {
          return `${before}${href}?page=${String(own.page)}${after}`;
        },
      )
      .replace(/<title>([^<|]*?)( \| [^<]*)?<\/title>/, (_whole, name: string, rest: string | undefined) => {
        return `<title>${name}, page ${String(own.page)}${rest ?? ''}</title>`;
      })
  );
}

/** One project's page: every mark replaced (text marks escaped; a function replacer, so "$" in content stays literal). */
export function fillProjectShell(shell: string, fill: ProjectFill): string {
  const text = (value: string, english = false) => (english ? `<span lang="en">${escapeHtml(value)}</span>` : escapeHtml(value));
  return fillMarks(
    shell,
    new Map([
      [frameMarks.head, () => fill.head],
      [frameMarks.main, () => fill.main],
      [frameMarks.title, () => text(fill.title, fill.english?.title)],
      [frameMarks.eyebrow, () => escapeHtml(fill.eyebrow)],
      [frameMarks.lead, () => text(fill.lead, fill.english?.lead)],
    ]),
  );
}

/** The shells of a function instance, read once (loadOnce). */
export function shellLoader(distDirectory: URL): () => Promise<Shells> {
  return loadOnce(() => loadShells(distDirectory));
}
