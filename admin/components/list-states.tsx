import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState } from '#admin/components/states.tsx';

// What a collection's list shows before it has items to show: loading, a
// failure with a retry, or an empty collection with the button to add the first.

export interface ListStatesTexts {
  loading: string;
  failed: string;
  emptyTitle: string;
  emptyText: string;
  addFirst: string;
}

export function ListStates({
  query,
  texts,
  createPath,
}: {
  query: UseQueryResult<readonly unknown[]>;
  texts: ListStatesTexts;
  createPath: string;
}) {
  if (query.isPending) return <LoadingState label={texts.loading} />;
  if (query.isError) return <ErrorState message={texts.failed} onRetry={() => void query.refetch()} />;
  return (
    <EmptyState
      title={texts.emptyTitle}
      text={texts.emptyText}
      action={
        <Link to={createPath} className="button button--primary">
          {texts.addFirst}
        </Link>
      }
    />
  );
}

/** Whether the list has items to show, or `ListStates` speaks instead. */
export const hasItems = (query: UseQueryResult<readonly unknown[]>) => query.isSuccess && query.data.length > 0;
