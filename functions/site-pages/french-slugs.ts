import { CorruptDataError } from '#functions/platform/store.ts';
import { pathIn } from '#functions/pages/pages.ts';
import { readLivePage } from '#functions/pages/live.ts';
import { earliest } from '#functions/site-pages/badges.ts';
import { renderedPageIds, type RenderedPageId } from '#functions/site-pages/frames.ts';

// The French addresses of service and sector pages (ADR 0067): a page whose
// PUBLISHED version has a French slug lives at /fr/services/<slug_fr> (or
// /fr/sectors/), its English slug under /fr moves there (301); without one it
// keeps its English slug under /fr; a French slug it had before moves to
// its present address (301, ADR 0074). A draft's slug changes nothing here.

/** The sections whose pages may take a French slug. */
export type Section = 'services' | 'sectors';

/** An address under /fr/services/ or /fr/sectors/: its section and its last part. */
const FRENCH_TOPIC = /^\/fr\/(services|sectors)\/([^/]+)\/?$/;

export function frenchTopicAddress(pathname: string): { section: Section; slug: string } | undefined {
  const match = FRENCH_TOPIC.exec(pathname);
  return match ? { section: match[1] as Section, slug: match[2] ?? '' } : undefined;
}

/** The pages of a section: services/engineering, … */
const sectionPageIds = (section: Section): RenderedPageId[] => renderedPageIds.filter((id) => id.startsWith(`${section}/`));

/**
 * A page's published French slug ('' for none) and those it had before, as
 * live now (a due schedule applied, ADR 0085), and when a scheduled publish
 * may change them. A stored page that fails its schema has its seed's (none):
 * its public page is the page as built (ADR 0059).
 */
async function frenchSlugsOf(id: string): Promise<{ french: string; former: string[]; freshUntil?: number }> {
  try {
    const { value: page, freshUntil } = await readLivePage(id);
    return { french: page.published.slug_fr, former: page.former_slugs_fr ?? [], ...(freshUntil === undefined ? {} : { freshUntil }) };
  } catch (error) {
    if (error instanceof CorruptDataError) return { french: '', former: [] };
    throw error;
  }
}

type FrenchTopic = (
  | { kind: 'page'; id: RenderedPageId }
  | { kind: 'moved'; id: RenderedPageId; location: string }
  | { kind: 'unknown'; ids: RenderedPageId[] }
) & {
  /** When a scheduled publish of one of the section's pages may change the answer: none when none is scheduled. */
  freshUntil?: number | undefined;
};

/** What /fr/<section>/<slug> shows: a page, a 301 to its French address, or the 404 page. */
export async function frenchTopic(section: Section, slug: string): Promise<FrenchTopic> {
  const ids = sectionPageIds(section);
  const slugs = await Promise.all(ids.map(async (id) => ({ id, ...(await frenchSlugsOf(id)) })));
  const freshUntil = slugs.reduce<number | undefined>((until, page) => earliest(until, page.freshUntil), undefined);
  return { ...topicOf(section, slug, ids, slugs), freshUntil };
}

/** The answer for `slug` among the section's pages' slugs. */
function topicOf(
  section: Section,
  slug: string,
  ids: RenderedPageId[],
  slugs: { id: RenderedPageId; french: string; former: string[] }[],
): FrenchTopic {
  const named = slugs.find(({ french }) => french === slug);
  if (named) return { kind: 'page', id: named.id };
  const english = slugs.find(({ id }) => id === `${section}/${slug}`);
  if (!english) {
    // A French slug staff changed: its old address moves to the page's present one (ADR 0074).
    const renamed = slugs.find(({ former }) => former.includes(slug));
    if (renamed) return { kind: 'moved', id: renamed.id, location: pathIn(renamed.id, 'fr', renamed.french) };
    return { kind: 'unknown', ids };
  }
  if (english.french === '') return { kind: 'page', id: english.id };
  return { kind: 'moved', id: english.id, location: pathIn(english.id, 'fr', english.french) };
}
