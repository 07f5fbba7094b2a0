import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { CreateScreen } from '#admin/components/create-screen.tsx';
import { EditScreen } from '#admin/components/edit-screen.tsx';
import { ListScreen } from '#admin/components/list-screen.tsx';
import { paths } from '#admin/lib/paths.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { jobKeys, jobsQueryOptions } from '#admin/lib/jobs/queries.ts';
import { jobQueryOptions } from '#admin/features/jobs/api.ts';
import { JobForm } from '#admin/features/jobs/components/job-form.tsx';
import { JobList } from '#admin/features/jobs/components/job-list.tsx';
import { jobTexts } from '#admin/features/jobs/texts.ts';
import { useItemHistory } from '#admin/routes/item-history.tsx';
import { jobSchema } from '#src/schemas/job.ts';

// /admin/jobs (+ /new, /:id/edit).

export function JobsRoute() {
  const texts = useTexts(jobTexts);
  return (
    <ListScreen title={texts.title} description={texts.description} newLabel={texts.newJob} newPath={paths.jobs.create}>
      <JobList />
    </ListScreen>
  );
}

function useCrumbs() {
  return [{ label: useTexts(jobTexts).title, to: paths.jobs.list }];
}

export function JobCreateRoute() {
  const navigate = useNavigate();
  return (
    <CreateScreen
      title={useTexts(jobTexts).newJob}
      crumbs={useCrumbs()}
      list={useQuery(jobsQueryOptions())}
      form={() => <JobForm listPath={paths.jobs.list} onSaved={() => void navigate(paths.jobs.list)} />}
    />
  );
}

export function JobEditRoute() {
  const texts = useTexts(jobTexts);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  return (
    <EditScreen
      title={texts.editJob}
      crumbs={useCrumbs()}
      texts={texts}
      query={useQuery(jobQueryOptions(id))}
      collection="jobs"
      form={(job) => <JobForm job={job} listPath={paths.jobs.list} onSaved={() => void navigate(paths.jobs.list)} />}
      history={useItemHistory('jobs', jobKeys, jobSchema)}
    />
  );
}
