import type { ProjectEnhanced } from '#src/schemas/project-enhanced.ts';
import { portfolioPaths } from '#src/portfolio/paths.ts';
import { escapeHtml } from '#functions/portfolio/html.ts';

// /sitemap-portfolio.xml: every published project's page, from the live public
// view, listed in the static sitemap index (astro.config.mjs customSitemaps).

export function portfolioSitemap(projects: readonly ProjectEnhanced[], origin: string): string {
  const urls = projects.map(
    (project) =>
      `<url><loc>${escapeHtml(new URL(portfolioPaths.project(project.slug), origin).href)}</loc><lastmod>${escapeHtml(project.updated_at)}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>`;
}
