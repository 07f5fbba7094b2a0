import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { contactLanguageNames, type Enquiry } from '#src/schemas/contact.ts';
import { Badge } from '#admin/components/badge.tsx';
import { useConfirm } from '#admin/components/confirm-dialog.tsx';
import { ListToolbar } from '#admin/components/list-toolbar.tsx';
import { EmptyState, ErrorState, LoadingState } from '#admin/components/states.tsx';
import { useToast } from '#admin/components/toast.tsx';
import { failureMessage, isSessionEnd } from '#admin/lib/errors.ts';
import { formatDateTime } from '#admin/lib/format.ts';
import { compareText, useListView, type SortOption } from '#admin/lib/use-list-view.ts';
import { enquiriesQueryOptions, useDeleteEnquiry, useSetEnquiryStatus } from '#admin/features/enquiries/api.ts';

// The inbox of contact enquiries: newest first, new or handled, whether the
// e-mail relay delivered it, delete after confirmation.

const sorts: Record<'newest' | 'oldest' | 'name', SortOption<Enquiry>> = {
  newest: { label: 'Newest first', compare: (a, b) => b.created_at.localeCompare(a.created_at) },
  oldest: { label: 'Oldest first', compare: (a, b) => a.created_at.localeCompare(b.created_at) },
  name: { label: 'Name (A–Z)', compare: (a, b) => compareText(a.name, b.name) },
};

const searchText = (enquiry: Enquiry) => [enquiry.name, enquiry.email, enquiry.company, enquiry.phone, enquiry.message].join(' ');

const filters = { all: 'All', new: 'New', handled: 'Handled' } as const;
type Filter = keyof typeof filters;

const relayLabels = { sent: 'Email sent', failed: 'Email failed', pending: 'Email pending' } as const;
const relayTones = { sent: 'success', failed: 'danger', pending: 'neutral' } as const;

export function EnquiryList() {
  const query = useQuery(enquiriesQueryOptions());
  const toast = useToast();
  const confirm = useConfirm();
  const filterId = useId();
  const [params, setParams] = useSearchParams();
  const requested = params.get('show');
  const filter: Filter = requested === 'new' || requested === 'handled' ? requested : 'all';
  const filtered = query.data?.filter((enquiry) => filter === 'all' || enquiry.status === filter);
  const view = useListView({ items: filtered, text: searchText, sorts, defaultSort: 'newest' });

  const status = useSetEnquiryStatus();
  const toggleStatus = (enquiry: Enquiry) =>
    status.mutate(
      { id: enquiry.id, status: enquiry.status === 'new' ? 'handled' : 'new' },
      {
        onSuccess: (saved) =>
          toast.success(
            saved.status === 'handled' ? `Enquiry from ${saved.name} marked as handled` : `Enquiry from ${saved.name} marked as new`,
          ),
        onError: (error) => {
          if (!isSessionEnd(error)) toast.error(failureMessage(error, 'Failed to update enquiry'));
        },
      },
    );

  const remove = useDeleteEnquiry();
  const removeOne = (enquiry: Enquiry) =>
    remove.mutate(enquiry, {
      onSuccess: () => toast.success(`Enquiry from ${enquiry.name} deleted`),
      onError: (error) => {
        if (!isSessionEnd(error)) toast.error('Failed to delete enquiry');
      },
    });

  const askDelete = async (enquiry: Enquiry) => {
    const ok = await confirm({
      title: 'Delete this enquiry?',
      message: `The message from ${enquiry.name} (${enquiry.email}) will be removed permanently. This cannot be undone.`,
      confirmLabel: 'Delete enquiry',
      tone: 'danger',
    });
    if (ok) removeOne(enquiry);
  };

  if (query.isPending) return <LoadingState label="Loading enquiries..." />;
  if (query.isError) return <ErrorState message="The enquiries could not be loaded." onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) {
    return <EmptyState title="No enquiries yet" text="Messages sent from the contact page of the website appear here." />;
  }

  return (
    <>
      <div className="segmented" role="group" aria-labelledby={filterId}>
        <span id={filterId} className="segmented__label">
          Show
        </span>
        {(Object.keys(filters) as Filter[]).map((key) => {
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
                    if (key === 'all') next.delete('show');
                    else next.set('show', key);
                    return next;
                  },
                  { replace: true },
                )
              }
            >
              {filters[key]} <span className="segmented__count">{count}</span>
            </button>
          );
        })}
      </div>
      <ListToolbar
        noun="enquiries"
        query={view.query}
        onQueryChange={view.setQuery}
        sort={view.sort}
        onSortChange={view.setSort}
        sortOptions={view.sortOptions}
        shown={view.visible.length}
        total={view.total}
      />
      {view.visible.length === 0 ? (
        <p className="no-results">
          {view.query ? `No enquiry matches “${view.query}”.` : `No ${filters[filter].toLowerCase()} enquiries.`}
        </p>
      ) : (
        <ul className="enquiry-list" aria-label="Enquiries">
          {view.visible.map((enquiry) => (
            <li key={enquiry.id} className={['enquiry', enquiry.status === 'new' ? 'enquiry--new' : ''].filter(Boolean).join(' ')}>
              <div className="enquiry__head">
                <h2 className="enquiry__name">
                  {enquiry.name}
                  {enquiry.company ? <span className="enquiry__company"> · {enquiry.company}</span> : null}
                </h2>
                <div className="enquiry__badges">
                  {enquiry.status === 'new' ? <Badge tone="new">New</Badge> : <Badge tone="neutral">Handled</Badge>}
                  <Badge tone={relayTones[enquiry.relay.status]}>{relayLabels[enquiry.relay.status]}</Badge>
                  <Badge tone="neutral">{contactLanguageNames[enquiry.language]}</Badge>
                </div>
                <time className="enquiry__time" dateTime={enquiry.created_at}>
                  {formatDateTime(enquiry.created_at)}
                </time>
              </div>
              <p className="enquiry__contact">
                <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>
                {enquiry.phone ? <a href={`tel:${enquiry.phone.replace(/[^\d+]/g, '')}`}>{enquiry.phone}</a> : null}
              </p>
              <p className="enquiry__message">{enquiry.message}</p>
              {enquiry.relay.status === 'failed' && enquiry.relay.error ? (
                <p className="enquiry__relay-error">The e-mail to the company could not be sent: {enquiry.relay.error}</p>
              ) : null}
              <div className="enquiry__actions">
                <a
                  className="button button--secondary button--small"
                  href={`mailto:${enquiry.email}?subject=${encodeURIComponent('Re: your enquiry')}`}
                >
                  Reply<span className="visually-hidden"> to {enquiry.name}</span>
                </a>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => toggleStatus(enquiry)}
                  disabled={status.isPending && status.variables.id === enquiry.id}
                >
                  {enquiry.status === 'new' ? 'Mark as handled' : 'Mark as new'}
                  <span className="visually-hidden"> (enquiry from {enquiry.name})</span>
                </button>
                <button type="button" className="button button--danger-ghost button--small" onClick={() => void askDelete(enquiry)}>
                  Delete<span className="visually-hidden"> enquiry from {enquiry.name}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
