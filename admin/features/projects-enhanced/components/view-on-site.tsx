import { fill } from '#src/i18n/fill.ts';
import { portfolioPathsIn } from '#src/portfolio/paths.ts';
import { scheduleState } from '#src/schemas/schedule.ts';
import { useAdminLanguage, useTexts } from '#admin/lib/language.tsx';
import { commonTexts } from '#admin/lib/texts/common.ts';
import { projectListTexts } from '#admin/features/projects-enhanced/texts.ts';
import type { ProjectEnhanced } from '#admin/features/projects-enhanced/api.ts';

// "View on site": a project online now, opened on its public page in a new
// tab, in the admin's language (/projects-enhanced/<slug> or /fr/…). A draft,
// scheduled or expired project has no public page, so no link.

export function ViewOnSite({ project }: { project: ProjectEnhanced }) {
  const texts = useTexts(projectListTexts);
  const common = useTexts(commonTexts);
  const { language } = useAdminLanguage();
  if (scheduleState(project) !== 'live') return null;
  return (
    <a
      className="button button--secondary button--small"
      href={portfolioPathsIn(language).project(project.slug)}
      target="_blank"
      rel="noopener"
      aria-label={`${fill(texts.viewOnSiteItem, { title: project.title })}${common.newTab}`}
    >
      {texts.viewOnSite}
    </a>
  );
}
