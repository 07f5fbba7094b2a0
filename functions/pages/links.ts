import { issueOf, message } from '#src/schemas/messages.ts';
import type { Issue } from '#src/schemas/api.ts';
import type { PageDocument, PageVersion } from '#src/schemas/pages.ts';
import { otherSitePaths, sitePages } from '#src/site/pages.ts';
import { collections, slugKey } from '#functions/content/collections.ts';
import { readPublicDocuments } from '#functions/content/views.ts';
import { readText } from '#functions/platform/store.ts';
import { pathIn } from '#functions/pages/pages.ts';

// The links of a page's text to addresses of this site that lead nowhere
// (ADR 0058): a publish goes ahead and answers them as warnings, since the
// missing page may be about to exist (a project not yet published). Only
// links written as site paths ([text](/about)) are checked; links to other
// sites are the writer's to check.

/** The site paths in a text's Markdown links, as written. */
function linkedPaths(text: string): string[] {
  return [...text.matchAll(/\]\(\s*<?(\/(?!\/)[^)\s>]*)/g)].map((match) => match[1]!);
}

/** Every text of a version with its dotted path. */
function textsOf(value: unknown, path: string): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, `${path}.${index}`));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => textsOf(item, path === '' ? key : `${path}.${key}`));
  return [];
}

/** The address a link leads to, without its query, fragment or trailing slash. */
const normalised = (link: string) => link.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1') || '/';

const PROJECT = /^(?:\/fr)?\/projects-enhanced\/([a-z0-9-]+)$/;
/** A document's address (ADR 0069): its slug, with the PDF's extension. */
const DOCUMENT = /^\/documents\/([a-z0-9-]+)\.pdf$/;
const FILES = /^\/(?:media|uploads)\//;

/**
 * The links of `version` (the page `id` about to be published) to site paths
 * no page answers, as issues naming the field. `pages`: every page as stored,
 * for their French addresses.
 */
export async function unknownLinks(id: string, version: PageVersion, pages: readonly PageDocument[]): Promise<Issue[]> {
  const known = new Set<string>([...otherSitePaths, ...otherSitePaths.map((path) => `/fr${path}`), '/fr']);
  for (const page of pages) {
    const slug = page.id === id ? version.slug_fr : page.published.slug_fr;
    known.add(pathIn(page.id, 'en', ''));
    known.add(pathIn(page.id, 'fr', slug));
  }
  // A page not stored yet still answers at its address.
  for (const page of sitePages) known.add(page.path);
  // The slugs of the documents visitors can download (a certificate only while its credential is valid), read once
  // and only for a text that links one.
  let documents: Promise<Set<string>> | undefined;
  const publishedDocuments = () =>
    (documents ??= readPublicDocuments().then(({ documents: shown }) => new Set(shown.map((item) => item.slug))));
  const issues: Issue[] = [];
  for (const { path, text } of [...textsOf(version.en, 'en'), ...textsOf(version.fr, 'fr')]) {
    for (const link of linkedPaths(text)) {
      const target = normalised(link);
      if (known.has(target) || FILES.test(target)) continue;
      const project = PROJECT.exec(target)?.[1];
      if (project && (await readText(slugKey(collections.projectsEnhanced, project))) !== null) continue;
      const document = DOCUMENT.exec(target)?.[1];
      if (document && (await publishedDocuments()).has(document)) continue;
      issues.push(issueOf(path, message('page_link_unknown', { link })));
    }
  }
  return issues;
}
