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
import { compareText, labelled, useListView, type SortOption } from '#admin/lib/use-list-view.ts';
import { enquiriesQueryOptions, useDeleteEnquiry, useSetEnquiryStatus } from '#admin/features/enquiries/api.ts';
import { RelayBadge, RelayProblem, RetryAllRelays } from '#admin/features/enquiries/components/enquiry-relay.tsx';
import { useAdminLanguage, useTexts } from '#admin/lib/language.tsx';
import { useSelection } from '#admin/lib/use-selection.ts';
import { enquiryBulkTexts, enquiryTexts, replySubjects } from '#admin/features/enquiries/texts.ts';
import { enquiryUndoOf, useBulkEnquiries } from '#admin/features/enquiries/bulk-api.ts';
import { BulkBar } from '#admin/components/bulk-bar.tsx';
import type { EnquiryBulkAction } from '#src/schemas/enquiry-bulk.ts';
import { fill } from '#src/i18n/fill.ts';
import '#admin/features/enquiries/enquiries.css';

// The inbox of contact enquiries: newest first, new or handled, whether its
// notification email was sent (and Retry when not: ./enquiry-relay.tsx),
// delete after confirmation; a selection marked or deleted at once (a mark
// has one Undo; a deletion is an erasure and has none).

const bulkActions: EnquiryBulkAction[] = ['mark_handled', 'mark_new', 'delete'];

const sorts: Record<'newest' | 'oldest' | 'name', Omit<SortOption<Enquiry>, 'label'>> = {
  newest: { compare: (a, b) => b.created_at.localeCompare(a.created_at) },
  oldest: { compare: (a, b) => a.created_at.localeCompare(b.created_at) },
  name: { compare: (a, b) => compareText(a.name, b.name) },
};

const searchText = (enquiry: Enquiry) => [enquiry.name, enquiry.email, enquiry.company, enquiry.phone, enquiry.message].join(' ');

const filterKeys = ['all', 'new', 'handled'] as const;
type Filter = (typeof filterKeys)[number];

export function EnquiryList() {
  const query = useQuery(enquiriesQueryOptions());
  const toast = useToast();
  const confirm = useConfirm();
  const filterId = useId();
  const [params, setParams] = useSearchParams();
  const requested = params.get('show');
  const filter: Filter = requested === 'new' || requested === 'handled' ? requested : 'all';
  const filtered = query.data?.filter((enquiry) => filter === 'all' || enquiry.status === filter);
  const texts = useTexts(enquiryTexts);
  const { language } = useAdminLanguage();
  const namedSorts = useMemo(() => labelled(sorts, texts.sorts), [texts]);
  const view = useListView({ items: filtered, text: searchText, sorts: namedSorts, defaultSort: 'newest' });
  const paging = usePaging(view.visible);

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
              onClick={() =>
                setParams(
                  (current) => {
                    const next = new URLSearchParams(current);
                    next.delete('page');
                    if (key === 'all') next.delete('show');
                    else next.set('show', key);
                    return next;
                  },
                  { replace: true },
                )
              }
            >
              {texts.filters[key]} <span className="segmented__count">{count}</span>
            </button>
          );
        })}
      </div>
      <RetryAllRelays enquiries={query.data} />
      <ListToolbar
        noun={texts.noun}
        query={view.query}
        onQueryChange={view.setQuery}
        sort={view.sort}
        onSortChange={view.setSort}
        sortOptions={view.sortOptions}
        shown={view.visible.length}
        total={view.total}
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
      {view.visible.length === 0 ? (
        <p className="no-results">{view.query ? fill(texts.noMatch, { query: view.query }) : texts.noneOf[filter]}</p>
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
      {view.visible.length > 0 ? <Pager paging={paging} noun={texts.noun} /> : null}
    </>
  );
}
