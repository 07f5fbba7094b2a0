import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import { libraryPhoto } from '#src/lib/images/responsive-image.ts';

// The project shell carries the gallery's lightbox script inline (1.8 KB, 0.6 KB
// gzipped: src/portfolio/gallery-lightbox.ts, as Astro builds it) for every
// project; a page without a gallery has nothing for it to do, so the portfolio
// function leaves it out of that page and keeps its document further inside
// the first round trip (ADR 0088).

// The inline module script that enhances `a[data-lightbox]` links; no other script of the page names them.
const LIGHTBOX_SCRIPT = /<script type="module">(?:(?!<\/script>)[\s\S])*?a\[data-lightbox\](?:(?!<\/script>)[\s\S])*?<\/script>/;

/** Whether the project page shows a gallery: at least one of its photos is in the library (ProjectGallery shows no other). */
export function showsGallery(project: Pick<ProjectEnhanced, 'gallery' | 'media'>): boolean {
  return project.gallery.some((item) => libraryPhoto(item.url, project.media) !== undefined);
}

/** The project shell without the lightbox's script; unchanged where the build wrote it otherwise (a file, say). */
export function withoutLightboxScript(shell: string): string {
  return shell.replace(LIGHTBOX_SCRIPT, '');
}
