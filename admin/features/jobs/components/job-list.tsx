import { useQuery } from '@tanstack/react-query';
import { Badge } from '#admin/components/badge.tsx';
import { ItemActions } from '#admin/components/item-actions.tsx';
import { hasItems, ListStates } from '#admin/components/list-states.tsx';
import { useItemToasts } from '#admin/lib/use-item-toasts.ts';
import { paths } from '#admin/lib/paths.ts';
import { jobsQueryOptions } from '#admin/lib/jobs/queries.ts';
import { useDeleteJob, useUpdateJob, type Job } from '#admin/features/jobs/api.ts';
import { JobStatusBadge } from '#admin/features/jobs/components/job-status-badge.tsx';
import { useAdminLanguage, useTexts } from '#admin/lib/language.tsx';
import { jobTexts } from '#admin/features/jobs/texts.ts';
import { fill } from '#src/i18n/fill.ts';
import { plural } from '#src/i18n/plural.ts';
import { addStylesheet } from '#admin/lib/stylesheets.ts';
import jobsStylesheet from '#admin/features/jobs/jobs.css?url';

addStylesheet(jobsStylesheet);

// The job offers, newest posting first (the API's order): contract and place,
// dates and where each stands (open, scheduled, closed, draft), publish or
// unpublish, edit, delete after confirmation. A company has a handful open at
// once: one page.

/** A YYYY-MM-DD day written in the admin's language (the day itself, whatever the browser's time zone). */
function useDay(): (day: string) => string {
  const { language } = useAdminLanguage();
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
}

export function JobList() {
  const query = useQuery(jobsQueryOptions());
  const texts = useTexts(jobTexts);
  const { language } = useAdminLanguage();
  const day = useDay();
  const toasts = useItemToasts();

  const toggle = useUpdateJob();
  const togglePublished = (job: Job) =>
    toggle.mutate(
      { id: job.id, patch: { is_published: !job.is_published }, version: job.updated_at },
      toasts.saved(
        (saved: Job) => fill(saved.is_published ? texts.published : texts.unpublishedNow, { name: saved.title }),
        texts.saveFailed,
      ),
    );

  const remove = useDeleteJob();
  const askDelete = (job: Job) => toasts.deleteAfterConfirm(job.title, texts, (callbacks) => remove.mutate(job, callbacks));

  if (!hasItems(query)) return <ListStates query={query} texts={texts} createPath={paths.jobs.create} />;
  const jobs = query.data ?? [];

  return (
    <>
      <p className="job-count">{fill(plural(language, jobs.length, texts.count), { count: jobs.length })}</p>
      <ul className="job-list" aria-label={texts.title}>
        {jobs.map((job) => (
          <li key={job.id} className={['job-row', job.is_published ? '' : 'job-row--hidden'].filter(Boolean).join(' ')}>
            <div>
              <h2 className="job-row__title">{job.title}</h2>
              <p className="job-row__meta">
                {texts.contractTypes[job.contract_type]} · {job.location}
              </p>
              <p className="job-row__meta">{fill(texts.dates, { posted: day(job.date_posted), until: day(job.valid_through) })}</p>
              <p className="job-row__badges">
                <JobStatusBadge job={job} />
                {job.fr.title ? null : <Badge tone="draft">{texts.noFrench}</Badge>}
              </p>
            </div>
            <div className="job-row__actions">
              <ItemActions
                name={job.title}
                toggleLabel={job.is_published ? texts.unpublishAction : texts.publishAction}
                toggleName={job.is_published ? texts.unpublishItem : texts.publishItem}
                onToggle={() => togglePublished(job)}
                toggleBusy={toggle.isPending && toggle.variables.id === job.id}
                editPath={paths.jobs.edit(job.id)}
                onDelete={() => void askDelete(job)}
              />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
