import type { FilterOption, PublicProject } from '#src/schemas/portfolio.ts';
import type { NamedRef } from '#src/schemas/project-enhanced.ts';

// Filtering the public project list by sector, technology and category, with
// the choice kept in the address (?sector=energy&technology=opc-ua) so that a
// filtered view can be shared. Values are taxonomy slugs, never ids.

export const filterKeys = ['sector', 'technology', 'category'] as const;
export type FilterKey = (typeof filterKeys)[number];
export type Filters = Record<FilterKey, string | null>;

const relationOf: Record<FilterKey, (project: PublicProject) => readonly NamedRef[]> = {
  sector: (project) => project.sectors,
  technology: (project) => project.technologies,
  category: (project) => project.categories,
};

export const noFilters: Filters = { sector: null, technology: null, category: null };

/**
 * The choices of one filter: every item that at least one project uses, with
 * the slug and display order the project's reference carries, in that order
 * (then by name).
 */
export function buildOptions(projects: readonly PublicProject[], key: FilterKey): FilterOption[] {
  const options = new Map<string, FilterOption>();
  for (const project of projects) {
    for (const ref of relationOf[key](project)) {
      const existing = options.get(ref.id);
      if (existing) existing.count += 1;
      else options.set(ref.id, { id: ref.id, slug: ref.slug, name: ref.name, display_order: ref.display_order, fr: ref.fr, count: 1 });
    }
  }
  return [...options.values()].sort((a, b) => a.display_order - b.display_order || a.name.localeCompare(b.name));
}

/** Reads the filters from a query string, keeping only slugs that exist among the options. */
export function readFilters(search: string, options: Record<FilterKey, readonly FilterOption[]>): Filters {
  const params = new URLSearchParams(search);
  const filters: Filters = { ...noFilters };
  for (const key of filterKeys) {
    const value = params.get(key);
    if (value && options[key].some((option) => option.slug === value)) filters[key] = value;
  }
  return filters;
}

/**
 * The address of the current page with the filters and the page number
 * applied (page 1 is left out); other parameters are kept.
 */
export function filtersToSearch(search: string, filters: Filters, page = 1): string {
  const params = new URLSearchParams(search);
  for (const key of filterKeys) {
    const value = filters[key];
    if (value) params.set(key, value);
    else params.delete(key);
  }
  if (page > 1) params.set('page', String(page));
  else params.delete('page');
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function applyFilters(
  projects: readonly PublicProject[],
  filters: Filters,
  options: Record<FilterKey, readonly FilterOption[]>,
): PublicProject[] {
  return projects.filter((project) =>
    filterKeys.every((key) => {
      const slug = filters[key];
      if (!slug) return true;
      const option = options[key].find((candidate) => candidate.slug === slug);
      return option !== undefined && relationOf[key](project).some((ref) => ref.id === option.id);
    }),
  );
}

/** The first `max` items and how many more there are ('+N more'). */
export function capped<T>(items: readonly T[], max: number): { shown: readonly T[]; more: number } {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}
