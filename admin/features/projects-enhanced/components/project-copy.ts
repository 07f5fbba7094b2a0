import { projectEnhancedInputSchema, type ProjectEnhanced, type ProjectEnhancedInput } from '#src/schemas/project-enhanced.ts';

// What Duplicate creates from a project: the same content as a draft, titled
// "<title> (copy)" (its French title "(copie)"), with no slug of its own so the
// API derives a free one from the new title, and no schedule or featured flag.

const MAX_TITLE = 200;
const titled = (title: string, mark: string) => (title ? `${title.slice(0, MAX_TITLE - mark.length)}${mark}` : '');

export function copyOf(project: ProjectEnhanced): ProjectEnhancedInput {
  // The fields a project is created with, and only those (not its id, dates or resolved relations).
  const fields = Object.keys(projectEnhancedInputSchema.shape) as (keyof ProjectEnhancedInput & keyof ProjectEnhanced)[];
  const input = Object.fromEntries(fields.map((field) => [field, project[field]])) as ProjectEnhancedInput & Pick<ProjectEnhanced, 'fr'>;
  return {
    ...input,
    title: titled(input.title, ' (copy)'),
    slug: '',
    is_published: false,
    is_featured: false,
    publish_at: null,
    unpublish_at: null,
    fr: { ...input.fr, title: titled(input.fr.title, ' (copie)') },
  };
}
