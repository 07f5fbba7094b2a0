import { message } from '#src/schemas/messages.ts';
import { slugify, slugWithin } from '#src/schemas/common.ts';
import { collections } from '#functions/content/collections.ts';
import { claimOwnSlug } from '#functions/content/slug-claims.ts';
import { HttpError } from '#functions/platform/http.ts';

// An offer's address, /careers/<slug>, is unique among the offers: taken by a
// compare-and-swap of the slug's claim (functions/content/slug-claims.ts), so
// two offers saved at once cannot both get it. An offer that changes slug
// leaves its old one free: its old address answers 404, as a mistyped one does.

/** The slug an offer asks for, or one derived from its title. */
export function jobSlugOf(slug: string | undefined, title: string): string {
  if (slug !== undefined && slug !== '') return slug;
  // A title runs to 160 characters; a slug to 100.
  const derived = slugWithin(slugify(title));
  return derived === '' ? 'job' : derived;
}

/** Claims `slug` for offer `id`, or refuses it with 409 when another offer holds it. */
export async function claimJobSlug(slug: string, id: string): Promise<void> {
  if (!(await claimOwnSlug(collections.jobs, slug, id))) throw new HttpError(409, message('slug_taken', { item: 'job' }));
}
