import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '#admin/components/page-header.tsx';
import { ErrorState, LoadingState } from '#admin/components/states.tsx';
import { paths } from '#admin/lib/paths.ts';
import { useDocumentTitle } from '#admin/lib/use-document-title.ts';
import { ApiError } from '#admin/lib/api-client.ts';
import { projectQueryOptions } from '#admin/features/projects/api.ts';
import { ProjectForm } from '#admin/features/projects/components/project-form.tsx';
import { ProjectList } from '#admin/features/projects/components/project-list.tsx';

// /admin/projects, /admin/projects/new and /admin/projects/:id/edit.

export function ProjectsRoute() {
  useDocumentTitle('Projects (Old)');
  return (
    <>
      <PageHeader
        title="Projects (Old)"
        description="The simple project records of the first website."
        actions={
          <Link to={paths.projects.create} className="button button--primary">
            New Project
          </Link>
        }
      />
      <ProjectList />
    </>
  );
}

const crumbs = [{ label: 'Projects (Old)', to: paths.projects.list }];

export function ProjectCreateRoute() {
  useDocumentTitle('New Project');
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="New Project" crumbs={crumbs} />
      <ProjectForm listPath={paths.projects.list} onSaved={() => void navigate(paths.projects.list)} />
    </>
  );
}

export function ProjectEditRoute() {
  useDocumentTitle('Edit Project');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useQuery(projectQueryOptions(id));
  const missing = query.error instanceof ApiError && query.error.status === 404;
  return (
    <>
      <PageHeader title="Edit Project" crumbs={crumbs} />
      {query.isPending ? (
        <LoadingState label="Loading project..." />
      ) : query.isError ? (
        <ErrorState
          message={missing ? 'This project does not exist (it may have been deleted).' : 'The project could not be loaded.'}
          {...(missing ? {} : { onRetry: () => void query.refetch() })}
        />
      ) : (
        <ProjectForm
          key={query.data.id}
          project={query.data}
          listPath={paths.projects.list}
          onSaved={() => void navigate(paths.projects.list)}
        />
      )}
    </>
  );
}
