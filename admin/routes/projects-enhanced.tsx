import { Link } from 'react-router-dom';
import { PageHeader } from '#admin/components/page-header.tsx';
import { paths } from '#admin/lib/paths.ts';
import { useDocumentTitle } from '#admin/lib/use-document-title.ts';
import { ProjectEnhancedList } from '#admin/features/projects-enhanced/components/project-enhanced-list.tsx';
import { useTexts } from '#admin/lib/language.tsx';
import { useSession } from '#admin/features/auth/components/session-provider.tsx';
import { commonTexts } from '#admin/lib/texts/common.ts';
import { projectFormTexts, projectTexts } from '#admin/lib/texts/projects.ts';

// /admin/projects-enhanced, the list. A module of its own, apart from the
// create and edit screens (project-enhanced-edit.tsx): the list is where staff
// often land, and its chunk stays free of the form's code (ADR 0066).

export function ProjectsEnhancedRoute() {
  const texts = useTexts(projectTexts);
  const form = useTexts(projectFormTexts);
  const common = useTexts(commonTexts);
  const { user } = useSession();
  useDocumentTitle(texts.allProjects);
  return (
    <>
      <PageHeader
        title={texts.allProjects}
        description={
          <>
            {form.description}{' '}
            <a href={paths.publicProjects} target="_blank" rel="noopener">
              /projects-enhanced<span className="visually-hidden">{common.newTab}</span>
            </a>
            {form.draftsStay}
          </>
        }
        actions={
          <Link to={paths.projectsEnhanced.create} className="button button--primary">
            {texts.newProject}
          </Link>
        }
      />
      <ProjectEnhancedList mayReadAudience={user.permissions.includes('audience')} />
    </>
  );
}
