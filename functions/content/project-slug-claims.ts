import { issueOf, message } from '#src/schemas/messages.ts';
import { collections, readItem, updateItemIfPresent } from '#functions/content/collections.ts';
import { HttpError } from '#functions/platform/http.ts';
import { uniqueSlug } from '#functions/content/project-slugs.ts';
import { claimSlug, giveBackSlug, type Holding } from '#functions/content/slug-claims.ts';

// The slug an enhanced project gets on create or update, claimed so that no
// other project can take it at the same moment (functions/content/slug-claims.ts). An
// explicit slug must not be another project's current slug (409 on the field)
// and takes over another's former one (that redirect ends); a derived one
// avoids both, so it never captures a redirect.

const source = collections.projectsEnhanced;
const SLUG_TAKEN = message('slug_taken', { item: 'project' });

async function holdingOf(slug: string, holderId: string): Promise<Holding> {
  const holder = await readItem(source, holderId);
  if (!holder) return 'missing';
  if (holder.slug === slug) return 'current';
  return holder.previous_slugs.includes(slug) ? 'former' : 'none';
}

/** The former project loses the address it redirected from, now that another project holds it. */
async function endRedirect(fromId: string, slug: string, by: string): Promise<void> {
  await updateItemIfPresent(source, fromId, by, (existing) => ({
    value: existing.previous_slugs.includes(slug)
      ? { ...existing, previous_slugs: existing.previous_slugs.filter((former) => former !== slug) }
      : undefined,
    result: undefined,
  }));
}

/** A slug claimed for a project, and the project whose former address it was, if any. */
export interface ProjectSlugClaim {
  slug: string;
  /** The project that redirected from this slug: its redirect ends once the write naming the slug has landed. */
  takenFrom?: string;
}

/**
 * Claims the slug project `id` asks for, or the first free one derived from its title. A slug that was another
 * project's former one is claimed, but that project keeps its redirect until `endTakenRedirect` runs: a write that
 * is refused after its claim (a check, a version changed since) takes no one's address away.
 */
export async function claimProjectSlug(requested: string | undefined, title: string, id: string): Promise<ProjectSlugClaim> {
  if (requested) {
    const claimed = await claimSlug(source, requested, id, (holder) => holdingOf(requested, holder), true);
    if (claimed.outcome === 'taken') throw new HttpError(409, SLUG_TAKEN, { issues: [issueOf('slug', SLUG_TAKEN)] });
    return claimed.outcome === 'taken-over' ? { slug: requested, takenFrom: claimed.from } : { slug: requested };
  }
  const tried = new Set<string>();
  for (;;) {
    const candidate = uniqueSlug(title, tried);
    const claimed = await claimSlug(source, candidate, id, (holder) => holdingOf(candidate, holder), false);
    if (claimed.outcome === 'claimed') return { slug: candidate };
    tried.add(candidate);
  }
}

/** After the write that named the claimed slug: the project it was a former address of no longer redirects from it. */
async function endTakenRedirect(claim: ProjectSlugClaim, by: string): Promise<void> {
  if (claim.takenFrom !== undefined) await endRedirect(claim.takenFrom, claim.slug, by);
}

/** The write that claimed the slug for project `id` was refused: a slug taken over goes back to the project it was taken from. */
async function giveBackTakenSlug(claim: ProjectSlugClaim, id: string): Promise<void> {
  if (claim.takenFrom !== undefined) await giveBackSlug(source, claim.slug, id, claim.takenFrom);
}

/** Runs the write that names a claimed slug: once it lands the taken redirect ends; refused, the slug goes back. */
export async function landSlugClaims<T>(claims: readonly ProjectSlugClaim[], id: string, by: string, write: () => Promise<T>): Promise<T> {
  let written: T;
  try {
    written = await write();
  } catch (error) {
    for (const claim of claims) await giveBackTakenSlug(claim, id);
    throw error;
  }
  for (const claim of claims) await endTakenRedirect(claim, by);
  return written;
}

/**
 * Of the slugs a project held as former ones, those still its own: a slug
 * another project took meanwhile (while this one was deleted) is left to it.
 * A slug nobody holds is claimed again, so it redirects again.
 */
export async function formerSlugsStillHeld(slugs: readonly string[], id: string): Promise<string[]> {
  const outcomes = await Promise.all(
    slugs.map(async (slug) => (await claimSlug(source, slug, id, (holder) => holdingOf(slug, holder), false)).outcome === 'claimed'),
  );
  return slugs.filter((_, index) => outcomes[index]);
}
