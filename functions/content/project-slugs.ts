import { slugify } from '#src/schemas/common.ts';

// Enhanced projects' slugs (/projects-enhanced/<slug>): derived from the title
// when none is given, unique among the projects, and remembered when changed
// so the old address can redirect (docs/decisions/0022). The stored claims that
// keep them unique are in functions/content/project-slug-claims.ts.

const MAX_LENGTH = 100;

/** `base` if free, else `base-2`, `base-3`, …, kept within the slug's length limit. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  const root = (slugify(base) || 'project').slice(0, MAX_LENGTH).replace(/-+$/, '');
  if (!taken.has(root)) return root;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${root.slice(0, MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
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

/**
 * Projects stored before slugs existed get one derived from their title, in
 * creation order, when the collection is read; the next write stores it. A
 * stored document that is not the expected shape is left for the schema to
 * report.
 */
export function withSlugs(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || !Array.isArray((raw as { items?: unknown }).items)) return raw;
  const items = (raw as { items: unknown[] }).items;
  const slugOf = (item: unknown) => (typeof item === 'object' && item !== null ? (item as { slug?: unknown }).slug : undefined);
  if (items.every((item) => typeof slugOf(item) === 'string' && slugOf(item) !== '')) return raw;
  const nextSlug = slugAllocator(new Set(items.map(slugOf).filter((slug): slug is string => typeof slug === 'string' && slug !== '')));
  return {
    ...raw,
    items: items.map((item) => {
      if (typeof item !== 'object' || item === null) return item;
      const record = item as { slug?: unknown; title?: unknown };
      if (typeof record.slug === 'string' && record.slug !== '') return item;
      return { ...item, slug: nextSlug(typeof record.title === 'string' ? record.title : '') };
    }),
  };
}
