import type { ProjectEnhancedRecord } from '#src/schemas/project-enhanced.ts';
import type { GalleryPhoto } from '#src/schemas/media.ts';
import type { Field } from '#src/schemas/field-labels.ts';
import { instantOfInput, toLocalInput } from '#admin/lib/format.ts';
import { parseDisplayOrder, type useFormState } from '#admin/lib/use-form-state.ts';

// An enhanced project as its form holds it, and back as the API reads it.

export interface Values {
  title: string;
  slug: string;
  client: string;
  location_city: string;
  location_country: string;
  start_date: string;
  end_date: string;
  duration_display: string;
  is_ongoing: boolean;
  logo_url: string;
  featured_image: string;
  /** Library photos in the order the page shows them, with their captions. */
  gallery: GalleryPhoto[];
  scope_objectives: string[];
  key_results: string[];
  description: string;
  project_summary: string;
  display_order: string;
  is_published: boolean;
  /** `datetime-local` values, in the browser's time zone (ADR 0034). */
  publish_at: string;
  unpublish_at: string;
  is_featured: boolean;
  category_ids: string[];
  sector_ids: string[];
  technology_ids: string[];
  document_ids: string[];
  seo_title: string;
  seo_description: string;
  social_image: string;
  noindex: boolean;
  // The French texts, named as the API names their errors.
  'fr.title': string;
  'fr.project_summary': string;
  'fr.description': string;
  'fr.scope_objectives': string[];
  'fr.key_results': string[];
  'fr.duration_display': string;
  'fr.location_city': string;
  'fr.location_country': string;
  'fr.seo_title': string;
  'fr.seo_description': string;
}

/** What each part of the form reads and writes: the values, their setters, the errors. */
export type ProjectFields = Pick<ReturnType<typeof useFormState<Values>>, 'values' | 'set' | 'errors'>;

/** The shared field each value is labelled as (the comparison after a save met another, ADR 0045); the gallery is labelled by the form. */
export const fieldOfValue: Record<Exclude<keyof Values, 'gallery'>, Field> = {
  title: 'title',
  slug: 'slug',
  client: 'client',
  location_city: 'city',
  location_country: 'country',
  start_date: 'start_date',
  end_date: 'end_date',
  duration_display: 'duration',
  is_ongoing: 'ongoing',
  logo_url: 'logo_url',
  featured_image: 'featured_image',
  scope_objectives: 'scope_and_objectives',
  key_results: 'key_results',
  description: 'description',
  project_summary: 'summary',
  display_order: 'display_order',
  is_published: 'published',
  publish_at: 'publish_date',
  unpublish_at: 'unpublish_date',
  is_featured: 'featured',
  category_ids: 'categories',
  sector_ids: 'sectors',
  technology_ids: 'technologies',
  document_ids: 'related_documents',
  seo_title: 'seo_title',
  seo_description: 'seo_description',
  social_image: 'social_image',
  noindex: 'noindex',
  'fr.title': 'french_title',
  'fr.project_summary': 'french_summary',
  'fr.description': 'french_description',
  'fr.scope_objectives': 'french_scope_and_objectives',
  'fr.key_results': 'french_key_results',
  'fr.duration_display': 'french_duration',
  'fr.location_city': 'french_city',
  'fr.location_country': 'french_country',
  'fr.seo_title': 'french_seo_title',
  'fr.seo_description': 'french_seo_description',
};

export function toValues(project: ProjectEnhancedRecord | undefined): Values {
  return {
    title: project?.title ?? '',
    slug: project?.slug ?? '',
    client: project?.client ?? '',
    location_city: project?.location_city ?? '',
    location_country: project?.location_country ?? '',
    start_date: project?.start_date ?? '',
    end_date: project?.end_date ?? '',
    duration_display: project?.duration_display ?? '',
    is_ongoing: project?.is_ongoing ?? false,
    logo_url: project?.logo_url ?? '',
    featured_image: project?.featured_image ?? '',
    gallery: project?.gallery ?? [],
    scope_objectives: project?.scope_objectives.length ? project.scope_objectives : [''],
    key_results: project?.key_results.length ? project.key_results : [''],
    description: project?.description ?? '',
    project_summary: project?.project_summary ?? '',
    display_order: String(project?.display_order ?? 0),
    is_published: project?.is_published ?? true,
    publish_at: toLocalInput(project?.publish_at),
    unpublish_at: toLocalInput(project?.unpublish_at),
    is_featured: project?.is_featured ?? false,
    category_ids: project?.category_ids ?? [],
    sector_ids: project?.sector_ids ?? [],
    technology_ids: project?.technology_ids ?? [],
    document_ids: project?.document_ids ?? [],
    seo_title: project?.seo_title ?? '',
    seo_description: project?.seo_description ?? '',
    social_image: project?.social_image ?? '',
    noindex: project?.noindex ?? false,
    'fr.title': project?.fr.title ?? '',
    'fr.project_summary': project?.fr.project_summary ?? '',
    'fr.description': project?.fr.description ?? '',
    'fr.scope_objectives': project?.fr.scope_objectives.length ? project.fr.scope_objectives : [''],
    'fr.key_results': project?.fr.key_results.length ? project.fr.key_results : [''],
    'fr.duration_display': project?.fr.duration_display ?? '',
    'fr.location_city': project?.fr.location_city ?? '',
    'fr.location_country': project?.fr.location_country ?? '',
    'fr.seo_title': project?.fr.seo_title ?? '',
    'fr.seo_description': project?.fr.seo_description ?? '',
  };
}

/** The values as the API reads them: the French texts together under `fr`; the dates as stored while their boxes show them unchanged. */
export function toInput(values: Values, slug: string, stored?: Pick<ProjectEnhancedRecord, 'publish_at' | 'unpublish_at'>) {
  const {
    'fr.title': title,
    'fr.project_summary': projectSummary,
    'fr.description': description,
    'fr.scope_objectives': scopeObjectives,
    'fr.key_results': keyResults,
    'fr.duration_display': durationDisplay,
    'fr.location_city': locationCity,
    'fr.location_country': locationCountry,
    'fr.seo_title': seoTitle,
    'fr.seo_description': seoDescription,
    ...english
  } = values;
  return {
    ...english,
    slug,
    display_order: parseDisplayOrder(values.display_order, 0),
    publish_at: instantOfInput(values.publish_at, stored?.publish_at),
    unpublish_at: instantOfInput(values.unpublish_at, stored?.unpublish_at),
    fr: {
      title,
      project_summary: projectSummary,
      description,
      scope_objectives: scopeObjectives,
      key_results: keyResults,
      duration_display: durationDisplay,
      location_city: locationCity,
      location_country: locationCountry,
      seo_title: seoTitle,
      seo_description: seoDescription,
    },
  };
}
