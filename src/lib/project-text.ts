import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';

// Text the public list, its modal and a project's own page all derive from a
// project the same way.

/** "Client · City, Country". */
export function placeLine(project: ProjectEnhanced): string {
  const place = [project.location_city, project.location_country].filter(Boolean).join(', ');
  return [project.client, place].filter(Boolean).join(' · ');
}

/** The description's paragraphs: blank lines separate them. */
export function paragraphsOf(text: string): string[] {
  return text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '');
}
