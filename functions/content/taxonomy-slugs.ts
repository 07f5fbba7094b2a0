import { issueOf, message } from '#src/schemas/messages.ts';
import type { TaxonomyType } from '#src/schemas/taxonomy.ts';
import { readItem, taxonomyCollections } from '#functions/content/collections.ts';
import { HttpError } from '#functions/platform/http.ts';
import { claimSlug } from '#functions/content/slug-claims.ts';
import { taxonomyLabels } from '#src/schemas/taxonomy.ts';

// Taxonomy slugs are unique per taxonomy (409), kept so by a claim per slug
// (functions/content/slug-claims.ts): on create, on a rename, and on a restore.

function slugTaken(type: TaxonomyType): HttpError {
  const taken = message('slug_taken', { item: taxonomyLabels[type].singular });
  return new HttpError(409, taken, { issues: [issueOf('slug', taken)] });
}

/** Claims a slug for item `id` of a taxonomy, or throws 409 when another item holds it. */
export async function claimTaxonomySlug(type: TaxonomyType, slug: string, id: string): Promise<void> {
  const source = taxonomyCollections[type];
  const claimed = await claimSlug(
    source,
    slug,
    id,
    async (holderId) => {
      const holder = await readItem(source, holderId);
      if (!holder) return 'missing';
      return holder.slug === slug ? 'current' : 'none';
    },
    false,
  );
  if (claimed.outcome !== 'claimed') throw slugTaken(type);
}
