import { useState, type SubmitEvent } from 'react';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { Badge } from '#admin/components/badge.tsx';
import { SelectField, TextField } from '#admin/components/form-fields.tsx';
import { EmptyState, ErrorState, LoadingState } from '#admin/components/states.tsx';
import { useToast } from '#admin/components/toast.tsx';
import { failureMessage, isSessionEnd } from '#admin/lib/errors.ts';
import { formatDateTime } from '#admin/lib/format.ts';
import { useAdminLanguage, useMessage, useTexts } from '#admin/lib/language.tsx';
import { auditTexts } from '#admin/features/audit/texts.ts';
import { collectionTexts } from '#admin/lib/texts/collections.ts';
import { fill } from '#src/i18n/fill.ts';
import { auditActionSchema, SCHEDULE_USER, type AuditEntry } from '#src/schemas/audit.ts';
import type { Shown } from '#admin/lib/coded-text.ts';
import { auditQueryOptions, downloadAuditCsv, type AuditAction, type AuditFilters } from '#admin/features/audit/api.ts';
import { addStylesheet } from '#admin/lib/stylesheets.ts';
import auditStylesheet from '#admin/features/audit/audit.css?url';

addStylesheet(auditStylesheet);

// The audit log screen: filters applied on submit, the entries as a
// table (a stacked card per entry on phones), and the same filters as CSV.

const noFilters: AuditFilters = { user: '', action: '', item: '', from: '', to: '' };

/** Why an action failed: by its code when it was recorded with one, else its English as it was written. */
const auditError = ({ error = '', error_code, error_params }: AuditEntry): Shown =>
  error_code ? { code: error_code, params: error_params ?? {}, text: error } : error;

export function AuditLog() {
  const texts = useTexts(auditTexts);
  const collections = useTexts(collectionTexts);
  const { language } = useAdminLanguage();
  const message = useMessage();
  const toast = useToast();
  const [draft, setDraft] = useState<AuditFilters>(noFilters);
  const [filters, setFilters] = useState<AuditFilters>(noFilters);
  const query = useInfiniteQuery(auditQueryOptions(filters));
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];
  const exportCsv = useMutation({
    mutationFn: () => downloadAuditCsv(filters),
    onError: (error) => {
      if (!isSessionEnd(error)) toast.error(failureMessage(error, texts.exportFailed));
    },
  });
  const collectionName = (collection: string | undefined) =>
    collection ? ((collections as Record<string, string | undefined>)[collection] ?? collection) : '—';
  const set = (key: keyof AuditFilters) => (value: string) => setDraft({ ...draft, [key]: value });
  const apply = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilters(draft);
  };
  const actions: { value: AuditAction | ''; label: string }[] = [
    { value: '', label: texts.anyAction },
    ...auditActionSchema.options.map((value) => ({ value, label: texts.actions[value] })),
  ];

  return (
    <>
      <form className="panel audit-filters" aria-label={texts.filters} onSubmit={apply}>
        <div className="audit-filters__fields">
          <TextField label={texts.user} value={draft.user} onValueChange={set('user')} autoComplete="off" />
          <SelectField label={texts.action} value={draft.action} options={actions} onValueChange={set('action')} />
          <TextField label={texts.item} value={draft.item} onValueChange={set('item')} autoComplete="off" spellCheck={false} />
          <TextField label={texts.from} type="date" value={draft.from} onValueChange={set('from')} />
          <TextField label={texts.to} type="date" value={draft.to} onValueChange={set('to')} />
        </div>
        <div className="audit-filters__actions">
          <button type="submit" className="button button--primary">
            {texts.apply}
          </button>
          <button type="button" className="button button--secondary" disabled={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
            {texts.exportCsv}
          </button>
        </div>
      </form>
      {query.isPending ? (
        <LoadingState label={texts.loading} />
      ) : query.isError ? (
        <ErrorState message={message(failureMessage(query.error, texts.failed))} onRetry={() => void query.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyState title={texts.empty} text={texts.emptyText} />
      ) : (
        <div className="table-wrap">
          <table className="table table--stack audit-table">
            <caption className="visually-hidden">{texts.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{texts.columns.time}</th>
                <th scope="col">{texts.columns.user}</th>
                <th scope="col">{texts.columns.action}</th>
                <th scope="col">{texts.columns.item}</th>
                <th scope="col">{texts.columns.outcome}</th>
                <th scope="col">{texts.columns.address}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <th scope="row" data-label={texts.columns.time}>
                    <time dateTime={entry.at}>{formatDateTime(entry.at, language)}</time>
                  </th>
                  <td data-label={texts.columns.user}>{entry.user === SCHEDULE_USER ? texts.scheduleUser : entry.user}</td>
                  <td data-label={texts.columns.action}>
                    {entry.outcome === 'success' ? texts.actions[entry.action] : texts.tried[entry.action]}
                  </td>
                  <td data-label={texts.columns.item}>
                    {entry.item_label ?? entry.item_id ?? collectionName(entry.collection)}
                    {entry.collection && (entry.item_label ?? entry.item_id) ? (
                      <span className="audit-table__collection"> · {collectionName(entry.collection)}</span>
                    ) : null}
                    {entry.scheduled_for ? (
                      <span className="audit-table__fields">
                        {fill(texts.scheduledFor, { date: formatDateTime(entry.scheduled_for, language) })}
                      </span>
                    ) : null}
                    {entry.reminder ? <span className="audit-table__fields">{texts.reminders[entry.reminder]}</span> : null}
                    {entry.fields && entry.fields.length > 0 ? (
                      <span className="audit-table__fields">{fill(texts.fields, { fields: entry.fields.join(', ') })}</span>
                    ) : null}
                  </td>
                  <td data-label={texts.columns.outcome}>
                    {entry.outcome === 'success' ? (
                      <Badge tone="success">{texts.success}</Badge>
                    ) : (
                      <>
                        {/* A 4xx was the site saying no; a 5xx, the site failing. */}
                        <Badge tone="danger">{fill(entry.status < 500 ? texts.refused : texts.failure, { status: entry.status })}</Badge>
                        {entry.error ? <span className="audit-table__error">{message(auditError(entry))}</span> : null}
                      </>
                    )}
                  </td>
                  <td data-label={texts.columns.address}>{entry.ip || texts.noAddress}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {query.hasNextPage ? (
            <div className="audit-more">
              <button
                type="button"
                className="button button--secondary"
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {query.isFetchingNextPage ? texts.loadingMore : texts.showOlder}
              </button>
            </div>
          ) : null}
        </div>
      )}
    </>
  );
}
