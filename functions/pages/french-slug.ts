import { issueOf, message } from '#src/schemas/messages.ts';
import type { PageDocument } from '#src/schemas/pages.ts';
import { hasSlug } from '#src/site/pages.ts';
import { claimSlugAt, type Holding } from '#functions/content/slug-claims.ts';
import { HttpError } from '#functions/platform/http.ts';
import { readPage, readPagesAsShown } from '#functions/pages/pages.ts';

// A page's French slug (ADR 0058): no two pages of a kind answer at one
// French address. Taken by every write that makes a draft, a save or the
// restore of a version, so a version written while the slug was free cannot
// bring it back once another page has it.

/** A French slug no other page of the same kind answers to, in English or in French. */
async function assertFrenchSlugFree(id: string, type: PageDocument['type'], slug: string): Promise<void> {
  if (slug === '' || !hasSlug(type)) return;
  const others = (await readPagesAsShown()).filter((page) => page.type === type && page.id !== id);
  const taken = others.some((page) => page.id.endsWith(`/${slug}`) || page.draft.slug_fr === slug || page.published.slug_fr === slug);
  if (taken) {
    const said = message('french_slug_taken', { slug });
    throw new HttpError(409, said, { issues: [issueOf('slug_fr', said)] });
  }
}

/**
 * Takes the French slug for page `id` by a compare-and-swap of its claim
 * (functions/content/slug-claims.ts), so two pages saved at once cannot both
 * get it: the read above sees only what is stored. The claim's page holds the
 * slug while its draft or its published version has it.
 */
async function claimFrenchSlug(id: string, type: PageDocument['type'], slug: string): Promise<void> {
  if (slug === '' || !hasSlug(type)) return;
  const holdingOf = async (holderId: string): Promise<Holding> => {
    const holder = await readPage(holderId);
    return holder.draft.slug_fr === slug || holder.published.slug_fr === slug ? 'current' : 'none';
  };
  const claimed = await claimSlugAt(`page-slugs-fr/${type}/${slug}`, id, holdingOf, false);
  if (claimed.outcome === 'taken') {
    const said = message('french_slug_taken', { slug });
    throw new HttpError(409, said, { issues: [issueOf('slug_fr', said)] });
  }
}

/** Takes the French slug for page `id`: 409 `french_slug_taken` when another page of its kind has it. */
export async function takeFrenchSlug(id: string, type: PageDocument['type'], slug: string): Promise<void> {
  await assertFrenchSlugFree(id, type, slug);
  await claimFrenchSlug(id, type, slug);
}
