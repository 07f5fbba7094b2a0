import { PresenceNote } from '#admin/components/presence-note.tsx';
import { PreviewLinks } from '#admin/features/projects-enhanced/components/preview-links.tsx';
import { useRestores } from '#admin/lib/use-restores.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '#admin/components/page-header.tsx';
import { ErrorState, LoadingState } from '#admin/components/states.tsx';
import { ApiError } from '#admin/lib/api-client.ts';
import { uploadLogoFile } from '#admin/lib/logo-upload.ts';
import { paths } from '#admin/lib/paths.ts';
import { useDocumentTitle } from '#admin/lib/use-document-title.ts';
import { projectEnhancedKeys, projectEnhancedQueryOptions, type ProjectEnhanced } from '#admin/features/projects-enhanced/api.ts';
import { HistoryPanel } from '#admin/features/history/components/history-panel.tsx';
import { ProjectEnhancedForm } from '#admin/features/projects-enhanced/components/project-enhanced-form.tsx';
import type { TaxonomyOptions } from '#admin/features/projects-enhanced/components/relation-pickers.tsx';
import { ViewOnSite } from '#admin/features/projects-enhanced/components/view-on-site.tsx';
import { taxonomyQueryOptions } from '#admin/features/taxonomy/api.ts';
import { documentsQueryOptions } from '#admin/features/documents/api.ts';
import type { TaxonomyRow } from '#src/schemas/taxonomy-rows.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { projectTexts } from '#admin/lib/texts/projects.ts';

// /admin/projects-enhanced/new and /:id/edit. The form's category, sector and
// technology choices come from the taxonomy feature, its related documents
// from the documents feature, joined here.

function useTaxonomyOptions(): TaxonomyOptions {
  const categories = useQuery(taxonomyQueryOptions('categories'));
  const sectors = useQuery(taxonomyQueryOptions('sectors'));
  const technologies = useQuery(taxonomyQueryOptions('technologies'));
  const documents = useQuery(documentsQueryOptions());
  const toOptions = (rows: TaxonomyRow[] | undefined, detail?: (row: TaxonomyRow) => string | undefined) =>
    (rows ?? []).map((row) => ({ id: row.id, label: row.name, detail: detail?.(row) }));
  return {
    categories: toOptions(categories.data),
    sectors: toOptions(sectors.data),
    technologies: toOptions(technologies.data, (row) => [row.type, row.vendor].filter(Boolean).join(' · ') || undefined),
    documents: (documents.data ?? []).map((document) => ({
      id: document.id,
      label: document.title,
      detail: `${document.language.toUpperCase()} · ${document.slug}.pdf`,
    })),
    loading: categories.isPending || sectors.isPending || technologies.isPending || documents.isPending,
  };
}

function useCrumbs() {
  return [{ label: useTexts(projectTexts).allProjects, to: paths.projectsEnhanced.list }];
}

export function ProjectEnhancedCreateRoute() {
  const texts = useTexts(projectTexts);
  const crumbs = useCrumbs();
  useDocumentTitle(texts.newProject);
  const navigate = useNavigate();
  const options = useTaxonomyOptions();
  return (
    <>
      <PageHeader title={texts.newProject} crumbs={crumbs} />
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
  const texts = useTexts(projectTexts);
  const crumbs = useCrumbs();
  useDocumentTitle(texts.editProject);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const options = useTaxonomyOptions();
  const query = useQuery(projectEnhancedQueryOptions(id));
  const queryClient = useQueryClient();
  const missing = query.error instanceof ApiError && query.error.status === 404;
  const [restores, countRestore] = useRestores();
  return (
    <>
      <PageHeader
        title={texts.editProject}
        crumbs={crumbs}
        actions={
          query.data ? (
            <>
              <PreviewLinks id={query.data.id} />
              <ViewOnSite project={query.data} />
            </>
          ) : undefined
        }
      />
      {query.isPending ? (
        <LoadingState label={texts.loadingOne} />
      ) : query.isError ? (
        <ErrorState message={missing ? texts.missing : texts.failedOne} {...(missing ? {} : { onRetry: () => void query.refetch() })} />
      ) : (
        <>
          <PresenceNote item={`projects-enhanced/${query.data.id}`} />
          <EditForm
            key={`${query.data.id}:${String(restores)}`}
            project={query.data}
            options={options}
            onSaved={() => void navigate(paths.projectsEnhanced.list)}
          />
          <HistoryPanel
            collection="projects-enhanced"
            id={query.data.id}
            // The answer is the stored record; the screen shows it with its taxonomy names, so it reads it again.
            // The form opens afresh once the restored project is read back.
            onRestored={() => void queryClient.invalidateQueries({ queryKey: projectEnhancedKeys.all }).then(countRestore)}
          />
        </>
      )}
    </>
  );
}

function EditForm({ project, options, onSaved }: { project: ProjectEnhanced; options: TaxonomyOptions; onSaved: () => void }) {
  return (
    <ProjectEnhancedForm
      project={project}
      options={options}
      upload={uploadLogoFile}
      listPath={paths.projectsEnhanced.list}
      onSaved={onSaved}
    />
  );
}
