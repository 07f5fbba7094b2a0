interface Link {
  readonly slug: string;
  readonly title: string;
}

interface Entry<Data> {
  readonly id: string;
  readonly data: Data;
}

/**
 * A collection's entries joined to the navigation's links, in the navigation's
 * order. The navigation decides which pages exist: an entry without a link or
 * a link without an entry throws, so the build fails rather than publishing a
 * page with no text or text with no page.
 */
export function inNavigationOrder<L extends Link, Data>(
  collection: string,
  links: readonly L[],
  entries: readonly Entry<Data>[],
): (L & Data)[] {
  const byId = new Map(entries.map((entry) => [entry.id, entry.data]));
  const unknown = [...byId.keys()].filter((id) => !links.some((link) => link.slug === id));
  if (unknown.length > 0) throw new Error(`Content collection "${collection}" has entries no page links to: ${unknown.join(', ')}`);
  return links.map((link) => {
    const data = byId.get(link.slug);
    if (!data)
      throw new Error(`Content collection "${collection}" has no entry "${link.slug}" (src/content/${collection}/${link.slug}.yaml)`);
    return { ...link, ...data };
  });
}
