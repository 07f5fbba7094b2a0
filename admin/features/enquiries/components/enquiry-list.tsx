import { versionOf } from '#src/schemas/versions.ts';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Enquiry } from '#src/schemas/contact.ts';
import { Badge } from '#admin/components/badge.tsx';
import { useConfirm } from '#admin/components/confirm-dialog.tsx';
import { ListToolbar } from '#admin/components/list-toolbar.tsx';
import { Pager } from '#admin/components/pager.tsx';
import { EmptyState, ErrorState, LoadingState } from '#admin/components/states.tsx';
import { useToast } from '#admin/components/toast.tsx';
import { failureMessage, isSessionEnd } from '#admin/lib/errors.ts';
import { formatDateTime } from '#admin/lib/format.ts';
import { usePaging } from '#admin/lib/paging.ts';
import { enquiriesQueryOptions, useDeleteEnquiry, useSetEnquiryStatus } from '#admin/features/enquiries/api.ts';
import { RelayBadge, RelayProblem, RetryAllRelays } from '#admin/features/enquiries/components/enquiry-relay.tsx';
import { InboxFilters } from '#admin/features/enquiries/components/inbox-filters.tsx';
import { inboxQueryOf, withView } from '#admin/features/enquiries/inbox-query.ts';
import { enquiryView } from '#src/lib/enquiries/inbox-view.ts';
import { enquirySorts, type EnquirySort } from '#src/schemas/enquiry-list.ts';
import { useAdminLanguage, useTexts } from '#admin/lib/language.tsx';
import { useSelection } from '#admin/lib/use-selection.ts';
import { enquiryBulkTexts, enquiryTexts, replySubjects } from '#admin/features/enquiries/texts.ts';
import { enquiryUndoOf, useBulkEnquiries } from '#admin/features/enquiries/bulk-api.ts';
import { BulkBar } from '#admin/components/bulk-bar.tsx';
import type { EnquiryBulkAction } from '#src/schemas/enquiry-bulk.ts';
import { fill } from '#src/i18n/fill.ts';
import { addStylesheet } from '#admin/lib/stylesheets.ts';
import enquiriesStylesheet from '#admin/features/enquiries/enquiries.css?url';

addStylesheet(enquiriesStylesheet);

// The inbox of contact enquiries: newest first, new or handled, whether its
// notification email was sent (and Retry when not: ./enquiry-relay.tsx),
// delete after confirmation; a selection marked or deleted at once (a mark
// has one Undo; a deletion is an erasure and has none). The inbox is read
// whole, once (one audited read), and its view (search, status, notification,
// days, order: all in the URL) and pages are worked out here (ADR 0063).

const bulkActions: EnquiryBulkAction[] = ['mark_handled', 'mark_new', 'delete'];

const filterKeys = ['all', 'new', 'handled'] as const;

export function EnquiryList() {
  const query = useQuery(enquiriesQueryOptions());
  const toast = useToast();
  const confirm = useConfirm();
  const filterId = useId();
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => inboxQueryOf(params), [params]);
  const filter = view.show ?? 'all';
  const texts = useTexts(enquiryTexts);
  const { language } = useAdminLanguage();
  const visible = useMemo(() => enquiryView(query.data ?? [], view), [query.data, view]);
  const paging = usePaging(visible);
  const change = (key: 'q' | 'show' | 'sort', value: string) => setParams((current) => withView(current, key, value), { replace: true });

  const bulkTexts = useTexts(enquiryBulkTexts);
  const bulk = useBulkEnquiries();
  const { known, selected, tick, select } = useSelection(query.data);

  const status = useSetEnquiryStatus();
  const toggleStatus = (enquiry: Enquiry) =>
    status.mutate(
      { id: enquiry.id, status: enquiry.status === 'new' ? 'handled' : 'new', version: versionOf(enquiry) },
      {
        onSuccess: (saved) => toast.success(fill(saved.status === 'handled' ? texts.markedHandled : texts.markedNew, { name: saved.name })),
        onError: (error) => {
          if (!isSessionEnd(error)) toast.error(failureMessage(error, texts.updateFailed));
        },
      },
    );

  const remove = useDeleteEnquiry();
  const removeOne = (enquiry: Enquiry) =>
    remove.mutate(enquiry, {
      onSuccess: () => toast.success(fill(texts.deleted, { name: enquiry.name })),
      onError: (error) => {
        if (!isSessionEnd(error)) toast.error(texts.deleteFailed);
      },
    });

  const askDelete = async (enquiry: Enquiry) => {
    const ok = await confirm({
      title: texts.deleteTitle,
      message: fill(texts.deleteText, { name: enquiry.name, email: enquiry.email }),
      confirmLabel: texts.deleteConfirm,
      tone: 'danger',
    });
    if (ok) removeOne(enquiry);
  };

  if (query.isPending) return <LoadingState label={texts.loading} />;
  if (query.isError) return <ErrorState message={texts.failed} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) {
    return <EmptyState title={texts.emptyTitle} text={texts.emptyText} />;
  }

  return (
    <>
      <div className="segmented" role="group" aria-labelledby={filterId}>
        <span id={filterId} className="segmented__label">
          {texts.show}
        </span>
        {filterKeys.map((key) => {
          const count = key === 'all' ? query.data.length : query.data.filter((enquiry) => enquiry.status === key).length;
          return (
            <button
              key={key}
              type="button"
              className="segmented__option"
              aria-pressed={filter === key}
              onClick={() => change('show', key === 'all' ? '' : key)}
            >
              {texts.filters[key]} <span className="segmented__count">{count}</span>
            </button>
          );
        })}
      </div>
      <RetryAllRelays enquiries={query.data} />
      <InboxFilters view={view} />
      <ListToolbar<EnquirySort>
        noun={texts.noun}
        nouns={texts.nouns}
        query={params.get('q') ?? ''}
        onQueryChange={(value) => change('q', value)}
        sort={view.sort ?? 'newest'}
        onSortChange={(value) => change('sort', value)}
        sortOptions={enquirySorts.map((value) => ({ value, label: texts.sorts[value] }))}
        shown={visible.length}
        total={query.data.length}
      />
      <BulkBar<EnquiryBulkAction>
        actions={bulkActions}
        undoOf={enquiryUndoOf}
        bulk={bulk}
        texts={bulkTexts}
        pageIds={paging.items.map((enquiry) => enquiry.id)}
        selected={selected}
        onSelect={select}
        titleOf={(id) => known.get(id)?.name ?? id}
        versionOf={(id) => {
          const enquiry = known.get(id);
          return enquiry ? versionOf(enquiry) : undefined;
        }}
      />
      {visible.length === 0 ? (
        <p className="no-results">
          {view.q ? fill(texts.noMatch, { query: view.q }) : view.relay || view.from || view.to ? texts.noneInView : texts.noneOf[filter]}
        </p>
      ) : (
        <ul className="enquiry-list" aria-label={texts.title}>
          {paging.items.map((enquiry) => (
            <li key={enquiry.id} className={['enquiry', enquiry.status === 'new' ? 'enquiry--new' : ''].filter(Boolean).join(' ')}>
              <div className="enquiry__head">
                <label className="item-card__select">
                  <input
                    type="checkbox"
                    checked={selected.has(enquiry.id)}
                    onChange={(event) => tick(enquiry.id, event.target.checked)}
                    aria-label={fill(bulkTexts.select, { name: enquiry.name })}
                  />
                </label>
                <h2 className="enquiry__name">
                  {enquiry.name}
                  {enquiry.company ? <span className="enquiry__company"> · {enquiry.company}</span> : null}
                </h2>
                <div className="enquiry__badges">
                  {enquiry.status === 'new' ? (
                    <Badge tone="new">{texts.filters.new}</Badge>
                  ) : (
                    <Badge tone="neutral">{texts.filters.handled}</Badge>
                  )}
                  <RelayBadge enquiry={enquiry} />
                  <Badge tone="neutral">{texts.languages[enquiry.language]}</Badge>
                </div>
                <time className="enquiry__time" dateTime={enquiry.created_at}>
                  {formatDateTime(enquiry.created_at, language)}
                </time>
              </div>
              <p className="enquiry__contact">
                <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>
                {enquiry.phone ? <a href={`tel:${enquiry.phone.replace(/[^\d+]/g, '')}`}>{enquiry.phone}</a> : null}
              </p>
              <p className="enquiry__message">{enquiry.message}</p>
              <RelayProblem enquiry={enquiry} />
              <div className="enquiry__actions">
                <a
                  className="button button--secondary button--small"
                  href={`mailto:${enquiry.email}?subject=${encodeURIComponent(replySubjects[enquiry.language])}`}
                >
                  {texts.reply}
                  <span className="visually-hidden">{fill(texts.replyTo, { name: enquiry.name })}</span>
                </a>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => toggleStatus(enquiry)}
                  disabled={status.isPending && status.variables.id === enquiry.id}
                >
                  {enquiry.status === 'new' ? texts.markHandled : texts.markNew}
                  <span className="visually-hidden">{fill(texts.fromName, { name: enquiry.name })}</span>
                </button>
                <button type="button" className="button button--danger-ghost button--small" onClick={() => void askDelete(enquiry)}>
                  {texts.delete}
                  <span className="visually-hidden">{fill(texts.deleteFrom, { name: enquiry.name })}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {visible.length > 0 ? <Pager paging={paging} noun={texts.noun} /> : null}
    </>
  );
}
