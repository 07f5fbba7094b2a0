import * as z from '#functions/platform/zod.ts';
import { slugWithin } from '#src/schemas/common.ts';
import { readItem, slugKey, type Collection } from '#functions/content/collections.ts';
import { readDeleted } from '#functions/content/history.ts';
import { updateDocument } from '#functions/platform/store.ts';

// Slugs are unique within a collection although items are stored one per
// document (ADR 0030): a small document per slug names the item that holds it,
// and taking a slug is a compare-and-swap of that document. A claim is never
// deleted; it is taken over once its holder no longer holds the slug (the item
// changed slug, or was deleted: it is then in the recently deleted list). A
// claim whose item does not hold the slug yet (a new item, or one being
// renamed to it) and was never deleted is respected for a while: its writer
// may be storing the item right now.

const claimSchema = z.object({ id: z.string(), claimed_at: z.iso.datetime() });
const nullableClaim = z.nullable(claimSchema);
const PENDING_MS = 60_000;

/** What an item is to a slug now: its current slug, a former one (an address that redirects), or nothing. */
export type Holding = 'current' | 'former' | 'none' | 'missing';

export type ClaimOutcome =
  { outcome: 'claimed' } | { outcome: 'taken'; holding: 'current' | 'former' } | { outcome: 'taken-over'; from: string };

/**
 * Claims `slug` for item `id`. `holdingOf` tells what the claim's holder is to
 * the slug; a former slug is taken over only when `takeFormer` says so.
 */
export function claimSlug(
  source: Collection<z.core.$ZodType>,
  slug: string,
  id: string,
  holdingOf: (holderId: string) => Promise<Holding>,
  takeFormer: boolean,
): Promise<ClaimOutcome> {
  const wasDeleted = async (holderId: string) => (await readDeleted(source.name, holderId)) !== undefined;
  return claimSlugAt(slugKey(source, slug), id, holdingOf, takeFormer, wasDeleted);
}

/**
 * Claims the slug whose claim is stored at `key` for item `id` (claimSlug for
 * what is not a collection: the site's pages' French slugs). `wasDeleted`
 * tells whether a missing holder was deleted, which gives its slug up.
 */
export async function claimSlugAt(
  key: string,
  id: string,
  holdingOf: (holderId: string) => Promise<Holding>,
  takeFormer: boolean,
  wasDeleted: (holderId: string) => Promise<boolean> = () => Promise.resolve(false),
): Promise<ClaimOutcome> {
  const claim = { id, claimed_at: new Date().toISOString() };
  return updateDocument<typeof nullableClaim, ClaimOutcome>(
    key,
    nullableClaim,
    () => null,
    async (current) => {
      if (current === null) return { value: claim, result: { outcome: 'claimed' as const } };
      if (current.id === id) return { value: undefined, result: { outcome: 'claimed' as const } };
      const held = await holdingOf(current.id);
      // A deleted item gives its slug up (restored, it takes a new one if the slug was taken meanwhile).
      const deleted = held === 'missing' && (await wasDeleted(current.id));
      const holding = deleted ? 'none' : held;
      // A claim just taken may not be in its item yet: a new item being stored, or an item being renamed to it.
      const pending = !deleted && (held === 'missing' || held === 'none') && Date.now() - Date.parse(current.claimed_at) < PENDING_MS;
      if (holding === 'current' || pending) return { value: undefined, result: { outcome: 'taken' as const, holding: 'current' as const } };
      if (holding === 'former' && !takeFormer)
        return { value: undefined, result: { outcome: 'taken' as const, holding: 'former' as const } };
      if (holding === 'former') return { value: claim, result: { outcome: 'taken-over' as const, from: current.id } };
      return { value: claim, result: { outcome: 'claimed' as const } };
    },
  );
}

/**
 * Gives a slug taken over by `from` back to `to`, the item it was taken from, when the write that took it was
 * refused: `to` still redirects from it, and a claim naming an item that does not hold the slug would, once no longer
 * pending, let any item take it as free while `to` kept redirecting from it. Does nothing when another claimed it since.
 */
export async function giveBackSlug(source: Collection<z.core.$ZodType>, slug: string, from: string, to: string): Promise<void> {
  await updateDocument(
    slugKey(source, slug),
    nullableClaim,
    () => null,
    (current) => ({
      value: current?.id === from ? { id: to, claimed_at: new Date().toISOString() } : undefined,
      result: undefined,
    }),
  );
}

/** Claims `slug` for item `id` of a collection whose items hold one slug each (documents, offers): false when another item holds it. */
export async function claimOwnSlug<S extends z.core.$ZodType<{ slug: string }>>(
  source: Collection<S>,
  slug: string,
  id: string,
): Promise<boolean> {
  const holdingOf = async (holderId: string): Promise<Holding> => {
    const holder = await readItem(source, holderId);
    if (holder === undefined) return 'missing';
    return holder.slug === slug ? 'current' : 'none';
  };
  const claim = await claimSlug(source, slug, id, holdingOf, false);
  return claim.outcome !== 'taken';
}

/** Restores give up after this many taken suffixes, which only a flood of items could reach. */
const MAX_SUFFIX = 50;

/**
 * The slug itself, or the first free one of slug-2, slug-3…, claimed for item
 * `id`: a restored document or offer whose address another took meanwhile
 * comes back at a new one; undefined past MAX_SUFFIX.
 */
export async function claimFreeSlug<S extends z.core.$ZodType<{ slug: string }>>(
  source: Collection<S>,
  slug: string,
  id: string,
): Promise<string | undefined> {
  for (let suffix = 1; suffix <= MAX_SUFFIX; suffix += 1) {
    // A slug of the longest length gives up its end to the suffix.
    const candidate = suffix === 1 ? slug : slugWithin(slug, `-${String(suffix)}`);
    if (await claimOwnSlug(source, candidate, id)) return candidate;
  }
  return undefined;
}
