import type { Locale } from '#src/i18n/locales.ts';
import type { FilterKey, Filters } from '#src/lib/portfolio/filters.ts';
import type { FilterOption, PortfolioPage, PublicProject } from '#src/schemas/portfolio.ts';
import type { MediaRef } from '#src/schemas/media.ts';
import type { NamedRef, ProjectEnhanced, ProjectEnhancedFrench } from '#src/schemas/project-enhanced.ts';
import { shownProjectFields } from '#src/schemas/project-fields.ts';

// What the project list shows of a page of the portfolio (ADR 0089). The
// portfolio function cuts the page it read and checked against
// portfolioPageSchema to this and renders the list's island with it; the
// island writes it as JSON beside the cards and hydrates from it in the
// browser, with no request and no schema. The cut runs on the server only, so
// the island's code does not carry it. Every type here is a part of the
// schema's, so a page the island fetches later (parsed with the whole schema)
// is a ListPage too.

/** The texts a card or the modal shows, in English and, where the project has it, French. */
const shownTexts = shownProjectFields;
type ShownText = (typeof shownTexts)[number];

export type ListRef = Pick<NamedRef, 'name' | 'slug' | 'fr'>;
export type ListTechnology = ListRef & Pick<ProjectEnhanced['technologies'][number], 'type' | 'vendor'>;
export type ListOption = Pick<FilterOption, 'slug' | 'name' | 'fr' | 'count'>;

export type ListProject = Pick<
  PublicProject,
  'slug' | 'client' | 'is_ongoing' | 'is_featured' | 'logo_url' | 'featured_image' | 'media' | ShownText
> & {
  categories: readonly ListRef[];
  sectors: readonly ListRef[];
  technologies: readonly ListTechnology[];
  fr: Partial<Pick<ProjectEnhancedFrench, ShownText>>;
};

export type ListPage = Pick<PortfolioPage, 'total' | 'matching' | 'page' | 'pages' | 'per_page'> & {
  items: readonly ListProject[];
  filters: Filters;
  options: Record<FilterKey, readonly ListOption[]>;
};

const present = (value: string | readonly string[] | undefined): boolean =>
  Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== '';

/** A photo with the one alt text a page in this language shows (altIn): French where it has it on a French page, else English. */
const photoFor = (photo: MediaRef, locale: Locale): MediaRef =>
  locale === 'fr' && present(photo.alt_fr) ? { ...photo, alt_en: '' } : { ...photo, alt_fr: '' };

/** A name once, in the language the page shows it (nameIn): French on a French page where it has it, else English. */
const namesFor = ({ name, fr }: ListRef, locale: Locale): Pick<ListRef, 'name' | 'fr'> =>
  locale === 'fr' && fr.name.trim() ? { name: '', fr: { name: fr.name } } : { name, fr: { name: '' } };

const ref = (item: ListRef, locale: Locale): ListRef => ({ slug: item.slug, ...namesFor(item, locale) });

/**
 * A project cut to what the list shows in a language, each text and name once:
 * on an English page without its French; on a French page, a text or a name the
 * project has in French carries only that (its English is left empty, as the
 * list shows the French), one without French its English. The list renders it exactly as it
 * renders the whole project (tests/unit/project-list-page.test.ts).
 */
export function listProjectFor(project: PublicProject, locale: Locale): ListProject {
  const { slug, client, is_ongoing, is_featured, logo_url, featured_image } = project;
  const texts: Pick<ListProject, ShownText> = {
    title: project.title,
    project_summary: project.project_summary,
    description: project.description,
    scope_objectives: project.scope_objectives,
    key_results: project.key_results,
    duration_display: project.duration_display,
    location_city: project.location_city,
    location_country: project.location_country,
  };
  const fr: ListProject['fr'] = {};
  if (locale === 'fr') {
    for (const field of shownTexts) {
      const french = project.fr[field];
      if (!present(french)) continue;
      Object.assign(fr, { [field]: french });
      Object.assign(texts, { [field]: typeof french === 'string' ? '' : [] });
    }
  }
  return {
    slug,
    client,
    is_ongoing,
    is_featured,
    logo_url,
    featured_image,
    ...texts,
    // The list shows a project's featured photo only (its gallery is its own page's), with its alt text in one language.
    media: project.media.filter((photo) => photo.url === featured_image).map((photo) => photoFor(photo, locale)),
    categories: project.categories.map((item) => ref(item, locale)),
    sectors: project.sectors.map((item) => ref(item, locale)),
    technologies: project.technologies.map((item) => ({ ...ref(item, locale), type: item.type, vendor: item.vendor })),
    fr,
  };
}

const option = (item: ListOption, locale: Locale): ListOption => ({ slug: item.slug, ...namesFor(item, locale), count: item.count });

/** A page of the portfolio cut to what the list shows in a language. */
export function listPageFor(page: PortfolioPage, locale: Locale): ListPage {
  const { total, matching, page: number, pages, per_page, filters, options } = page;
  return {
    items: page.items.map((project) => listProjectFor(project, locale)),
    total,
    matching,
    page: number,
    pages,
    per_page,
    filters,
    options: {
      sector: options.sector.map((item) => option(item, locale)),
      technology: options.technology.map((item) => option(item, locale)),
      category: options.category.map((item) => option(item, locale)),
    },
  };
}

/** The id of the element that carries the list's first page in the page's HTML. */
export const LIST_PAGE_ID = 'project-list-page';

/** The page as JSON for a script element: "<" escaped, so no text in it can end the element or open a comment. */
export const listPageJson = (page: ListPage): string => JSON.stringify(page).replaceAll('<', '\\u003c');
