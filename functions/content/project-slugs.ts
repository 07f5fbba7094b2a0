import { slugify, slugWithin } from '#src/schemas/common.ts';

// Enhanced projects' slugs (/projects-enhanced/<slug>): derived from the title
// when none is given, unique among the projects, and remembered when changed
// so the old address can redirect (docs/decisions/0022). The stored claims that
// keep them unique are in functions/content/project-slug-claims.ts.

/** `base` if free, else `base-2`, `base-3`, …, kept within the slug's length limit. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  const root = slugWithin(slugify(base) || 'project');
  if (!taken.has(root)) return root;
  for (let n = 2; ; n += 1) {
    const candidate = slugWithin(root, `-${n}`);
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * Hands out slugs from titles, each unique among `taken` and the ones it has
 * handed out before: for filling many projects' slugs in one go.
 */
export function slugAllocator(taken: ReadonlySet<string> = new Set()): (title: string) => string {
  const used = new Set(taken);
  return (title) => {
    const slug = uniqueSlug(title, used);
    used.add(slug);
    return slug;
  };
}

/** The former slugs after a change from `before` to `after`: the old one joins, the new one leaves. */
export function previousSlugs(existing: readonly string[], before: string, after: string): string[] {
  const kept = existing.filter((slug) => slug !== after);
  return before === after || kept.includes(before) ? kept : [...kept, before];
}
