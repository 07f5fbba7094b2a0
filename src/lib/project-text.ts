import type { PublicProject } from '#src/schemas/portfolio.ts';

// Text the public list, its modal and a project's own page all derive from a
// project the same way.

/** "Client · City, Country". */
export function placeLine(project: Pick<PublicProject, 'client' | 'location_city' | 'location_country'>): string {
  const place = [project.location_city, project.location_country].filter(Boolean).join(', ');
  return [project.client, place].filter(Boolean).join(' · ');
}
