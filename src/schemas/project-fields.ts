import type { ProjectEnhancedFrench } from '#src/schemas/project-enhanced.ts';

// The names of a project's translatable fields, in a module without zod: the
// portfolio list's island shows a project in its page's language with these
// alone, so its page loads no schema code (ADR 0089). The type comes from the
// schema; tests/unit/project-fields.test.ts checks the list against the schema's
// French object, so neither can change without the other.

/** The translatable fields a visitor reads on the page (the list's cards and modal show these). */
export const shownProjectFields = [
  'title',
  'project_summary',
  'description',
  'scope_objectives',
  'key_results',
  'duration_display',
  'location_city',
  'location_country',
] as const satisfies readonly (keyof ProjectEnhancedFrench)[];

/** The fields a project can have in French, in the order the admin shows them. */
export const translatableProjectFields = [
  ...shownProjectFields,
  'seo_title',
  'seo_description',
] as const satisfies readonly (keyof ProjectEnhancedFrench)[];
export type TranslatableProjectField = (typeof translatableProjectFields)[number];
