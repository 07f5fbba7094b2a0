import { PresenceNote } from '#admin/components/presence-note.tsx';
import { useRestores } from '#admin/lib/use-restores.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '#admin/components/page-header.tsx';
import { ErrorState, LoadingState } from '#admin/components/states.tsx';
import { paths } from '#admin/lib/paths.ts';
import { useDocumentTitle } from '#admin/lib/use-document-title.ts';
import { ApiError } from '#admin/lib/api-client.ts';
import { projectKeys, projectQueryOptions } from '#admin/features/projects/api.ts';
import { HistoryPanel } from '#admin/features/history/components/history-panel.tsx';
import { storeSaved } from '#admin/lib/entity-cache.ts';
import { projectSchema } from '#src/schemas/project.ts';
import { ProjectForm } from '#admin/features/projects/components/project-form.tsx';
import { ProjectList } from '#admin/features/projects/components/project-list.tsx';
import { useTexts } from '#admin/lib/language.tsx';
import { projectTexts } from '#admin/lib/texts/projects.ts';
import { oldProjectTexts } from '#admin/features/projects/texts.ts';

// /admin/projects, /admin/projects/new and /admin/projects/:id/edit.

export function ProjectsRoute() {
  const old = useTexts(oldProjectTexts);
  const texts = useTexts(projectTexts);
  useDocumentTitle(old.title);
  return (
    <>
      <PageHeader
        title={old.title}
        description={old.description}
        actions={
          <Link to={paths.projects.create} className="button button--primary">
            {texts.newProject}
          </Link>
        }
      />
      <ProjectList />
    </>
  );
}

function useCrumbs() {
  return [{ label: useTexts(oldProjectTexts).title, to: paths.projects.list }];
}

export function ProjectCreateRoute() {
  const texts = useTexts(projectTexts);
  const crumbs = useCrumbs();
  useDocumentTitle(texts.newProject);
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={texts.newProject} crumbs={crumbs} />
      <ProjectForm listPath={paths.projects.list} onSaved={() => void navigate(paths.projects.list)} />
    </>
  );
}

export function ProjectEditRoute() {
  const texts = useTexts(projectTexts);
  const crumbs = useCrumbs();
  useDocumentTitle(texts.editProject);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useQuery(projectQueryOptions(id));
  const queryClient = useQueryClient();
  const missing = query.error instanceof ApiError && query.error.status === 404;
  const [restores, countRestore] = useRestores();
  return (
    <>
      <PageHeader title={texts.editProject} crumbs={crumbs} />
      {query.isPending ? (
        <LoadingState label={texts.loadingOne} />
      ) : query.isError ? (
        <ErrorState message={missing ? texts.missing : texts.failedOne} {...(missing ? {} : { onRetry: () => void query.refetch() })} />
      ) : (
        <>
          <PresenceNote item={`projects/${query.data.id}`} />
          <ProjectForm
            key={`${query.data.id}:${String(restores)}`}
            project={query.data}
            listPath={paths.projects.list}
            onSaved={() => void navigate(paths.projects.list)}
          />
          <HistoryPanel
            collection="projects"
            id={query.data.id}
            onRestored={(record) => {
              storeSaved(queryClient, projectKeys, projectSchema.parse(record));
              countRestore();
            }}
          />
        </>
      )}
    </>
  );
}
