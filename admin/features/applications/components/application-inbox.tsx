import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fill } from '#src/i18n/fill.ts';
import { plural } from '#src/i18n/plural.ts';
import { applicationStatuses, SPONTANEOUS, type Application, type ApplicationStatus } from '#src/schemas/application.ts';
import { Badge } from '#admin/components/badge.tsx';
import { useConfirm } from '#admin/components/confirm-dialog.tsx';
import { EmptyState, ErrorState, LoadingState } from '#admin/components/states.tsx';
import { useToast } from '#admin/components/toast.tsx';
import { failureMessage, isSessionEnd } from '#admin/lib/errors.ts';
import { formatDateTime } from '#admin/lib/format.ts';
import { useAdminLanguage, useTexts } from '#admin/lib/language.tsx';
import { applicationsQueryOptions, downloadCv, useDeleteApplication, useSetApplicationStatus } from '#admin/features/applications/api.ts';
import { jobsQueryOptions } from '#admin/lib/jobs/queries.ts';
import { applicationTexts } from '#admin/features/applications/texts.ts';
import { inboxViewOf, withFilter } from '#admin/features/applications/inbox-view.ts';

// The applications inbox: newest first, filtered by job and status (both in
// the URL), each with the candidate's message, the CV opened as a download
// (fetched with the token, saved as a file: never rendered in a page), its
// status changed in place and deleted after a confirmation.

/** A file size as people read it: kilobytes under a megabyte, else megabytes. */
function sizeText(bytes: number, locale: string): string {
  const megabytes = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(locale, { style: 'unit', unit: megabytes ? 'megabyte' : 'kilobyte', maximumFractionDigits: 1 }).format(
    megabytes ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024)),
  );
}

const badgeTone = { new: 'new', reviewed: 'info', rejected: 'neutral', hired: 'success' } as const;

export function ApplicationInbox() {
  const query = useQuery(applicationsQueryOptions());
  const jobs = useQuery(jobsQueryOptions());
  const texts = useTexts(applicationTexts);
  const { language } = useAdminLanguage();
  const toast = useToast();
  const confirm = useConfirm();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => inboxViewOf(params), [params]);
  const visible = useMemo(
    () =>
      (query.data ?? []).filter(
        (item) =>
          (view.job === undefined || (view.job === SPONTANEOUS ? item.job_id === undefined : item.job_id === view.job)) &&
          (view.status === undefined || item.status === view.status),
      ),
    [query.data, view],
  );
  const setStatus = useSetApplicationStatus();
  const remove = useDeleteApplication();
  const set = (key: 'job' | 'status', value: string) => setParams((current) => withFilter(current, key, value), { replace: true });

  const changeStatus = (application: Application, status: ApplicationStatus) =>
    setStatus.mutate(
      { id: application.id, status, version: application.updated_at },
      {
        onSuccess: (saved) => toast.success(fill(texts.statusSaved, { name: saved.name, status: texts.statuses[saved.status] })),
        onError: (error) => {
          if (!isSessionEnd(error)) toast.error(failureMessage(error, texts.statusFailed));
        },
      },
    );

  const openCv = (application: Application) =>
    downloadCv(application).catch((error: unknown) => {
      if (!isSessionEnd(error)) toast.error(failureMessage(error, texts.cvFailed));
    });

  const askDelete = async (application: Application) => {
    const ok = await confirm({
      title: texts.deleteTitle,
      message: fill(texts.deleteText, { name: application.name }),
      confirmLabel: texts.deleteConfirm,
      tone: 'danger',
    });
    if (!ok) return;
    remove.mutate(application, {
      onSuccess: () => toast.success(fill(texts.deleted, { name: application.name })),
      onError: (error) => {
        if (!isSessionEnd(error)) toast.error(failureMessage(error, texts.deleteFailed));
      },
    });
  };

  if (query.isPending) return <LoadingState label={texts.loading} />;
  if (query.isError) return <ErrorState message={texts.failed} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <EmptyState title={texts.emptyTitle} text={texts.emptyText} />;

  const jobTitle = (application: Application) =>
    application.job_id === undefined
      ? texts.spontaneous
      : (jobs.data?.find((job) => job.id === application.job_id)?.title ?? application.job_title ?? application.job_id);

  return (
    <>
      <fieldset className="application-filters">
        <legend className="visually-hidden">{texts.filtersLabel}</legend>
        <div className="application-filters__field">
          <label htmlFor={`${id}-job`}>{texts.job}</label>
          <select id={`${id}-job`} className="input select" value={view.job ?? ''} onChange={(event) => set('job', event.target.value)}>
            <option value="">{texts.anyJob}</option>
            <option value={SPONTANEOUS}>{texts.spontaneous}</option>
            {(jobs.data ?? []).map((job) => (
              <option key={job.id} value={job.id}>
                {job.title}
              </option>
            ))}
          </select>
        </div>
        <div className="application-filters__field">
          <label htmlFor={`${id}-status`}>{texts.status}</label>
          <select
            id={`${id}-status`}
            className="input select"
            value={view.status ?? ''}
            onChange={(event) => set('status', event.target.value)}
          >
            <option value="">{texts.anyStatus}</option>
            {applicationStatuses.map((status) => (
              <option key={status} value={status}>
                {texts.statuses[status]}
              </option>
            ))}
          </select>
        </div>
        <p className="application-filters__count" role="status">
          {fill(plural(language, visible.length, texts.count), { count: visible.length })}
        </p>
      </fieldset>
      {visible.length === 0 ? (
        <EmptyState title={texts.noMatchTitle} text={texts.noMatchText} />
      ) : (
        <ul className="application-list" aria-label={texts.title}>
          {visible.map((application) => (
            <li key={application.id} className={`application application--${application.status}`}>
              <article aria-labelledby={`${id}-${application.id}`}>
                <header className="application__head">
                  <h3 id={`${id}-${application.id}`} className="application__name">
                    {application.name}
                  </h3>
                  <Badge tone={badgeTone[application.status]}>{texts.statuses[application.status]}</Badge>
                  <span className="application__job">{jobTitle(application)}</span>
                  <time className="application__date" dateTime={application.created_at}>
                    {fill(texts.received, { date: formatDateTime(application.created_at, language) })}
                  </time>
                </header>
                <p className="application__contact">
                  <a href={`mailto:${application.email}`}>{application.email}</a>
                  {' · '}
                  {application.phone ? <a href={`tel:${application.phone.replace(/[^\d+]/g, '')}`}>{application.phone}</a> : texts.noPhone}
                </p>
                <p className="application__message">{application.message}</p>
                <div className="application__actions">
                  <span className="application__cv">
                    {fill(texts.cv, { name: application.cv.file_name, size: sizeText(application.cv.size, language) })}
                  </span>
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={fill(texts.openCvOf, { name: application.name })}
                    onClick={() => void openCv(application)}
                  >
                    {texts.openCv}
                  </button>
                  <label className="visually-hidden" htmlFor={`${id}-${application.id}-status`}>
                    {fill(texts.statusOf, { name: application.name })}
                  </label>
                  <select
                    id={`${id}-${application.id}-status`}
                    className="input select application__status"
                    value={application.status}
                    disabled={setStatus.isPending}
                    onChange={(event) => changeStatus(application, event.target.value as ApplicationStatus)}
                  >
                    {applicationStatuses.map((status) => (
                      <option key={status} value={status}>
                        {texts.statuses[status]}
                      </option>
                    ))}
                  </select>
                  <button
                    type="button"
                    className="button button--danger"
                    aria-label={fill(texts.deleteOf, { name: application.name })}
                    onClick={() => void askDelete(application)}
                  >
                    {texts.delete}
                  </button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
