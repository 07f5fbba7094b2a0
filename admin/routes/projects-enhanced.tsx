import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '#admin/components/page-header.tsx';
import { ErrorState, LoadingState } from '#admin/components/states.tsx';
import { ApiError } from '#admin/lib/api-client.ts';
import { uploadLogoFile } from '#admin/lib/logo-upload.ts';
import { paths } from '#admin/lib/paths.ts';
import { useDocumentTitle } from '#admin/lib/use-document-title.ts';
import { projectEnhancedQueryOptions, type ProjectEnhanced } from '#admin/features/projects-enhanced/api.ts';
import { ProjectEnhancedForm, type TaxonomyOptions } from '#admin/features/projects-enhanced/components/project-enhanced-form.tsx';
import { ProjectEnhancedList } from '#admin/features/projects-enhanced/components/project-enhanced-list.tsx';
import { taxonomyQueryOptions } from '#admin/features/taxonomy/api.ts';
import type { TaxonomyRow } from '#src/schemas/api.ts';

// /admin/projects-enhanced (+ /new, /:id/edit). The form's category, sector
// and technology choices come from the taxonomy feature, joined here.

export function ProjectsEnhancedRoute() {
  useDocumentTitle('All Projects');
  return (
    <>
      <PageHeader
        title="All Projects"
        description={
          <>
            Enhanced projects are shown publicly on{' '}
            <a href={paths.publicProjects} target="_blank" rel="noopener">
              /projects-enhanced<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            . Drafts stay here.
          </>
        }
        actions={
          <Link to={paths.projectsEnhanced.create} className="button button--primary">
            New Project
          </Link>
        }
      />
      <ProjectEnhancedList />
    </>
  );
}

function useTaxonomyOptions(): TaxonomyOptions {
  const categories = useQuery(taxonomyQueryOptions('categories'));
  const sectors = useQuery(taxonomyQueryOptions('sectors'));
  const technologies = useQuery(taxonomyQueryOptions('technologies'));
  const toOptions = (rows: TaxonomyRow[] | undefined, detail?: (row: TaxonomyRow) => string | undefined) =>
    (rows ?? []).map((row) => ({ id: row.id, label: row.name, detail: detail?.(row) }));
  return {
    categories: toOptions(categories.data),
    sectors: toOptions(sectors.data),
    technologies: toOptions(technologies.data, (row) => [row.type, row.vendor].filter(Boolean).join(' · ') || undefined),
    loading: categories.isPending || sectors.isPending || technologies.isPending,
  };
}

const crumbs = [{ label: 'All Projects', to: paths.projectsEnhanced.list }];

export function ProjectEnhancedCreateRoute() {
  useDocumentTitle('New Project');
  const navigate = useNavigate();
  const options = useTaxonomyOptions();
  return (
    <>
      <PageHeader title="New Project" crumbs={crumbs} />
      <ProjectEnhancedForm
        options={options}
        upload={uploadLogoFile}
        listPath={paths.projectsEnhanced.list}
        onSaved={() => void navigate(paths.projectsEnhanced.list)}
      />
    </>
  );
}

export function ProjectEnhancedEditRoute() {
  useDocumentTitle('Edit Project');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const options = useTaxonomyOptions();
  const query = useQuery(projectEnhancedQueryOptions(id));
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
        <EditForm project={query.data} options={options} onSaved={() => void navigate(paths.projectsEnhanced.list)} />
      )}
    </>
  );
}

function EditForm({ project, options, onSaved }: { project: ProjectEnhanced; options: TaxonomyOptions; onSaved: () => void }) {
  return (
    <ProjectEnhancedForm
      key={project.id}
      project={project}
      options={options}
      upload={uploadLogoFile}
      listPath={paths.projectsEnhanced.list}
      onSaved={onSaved}
    />
  );
}
