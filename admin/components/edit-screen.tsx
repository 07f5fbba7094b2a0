import { Fragment, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { PageHeader, type Crumb } from '#admin/components/page-header.tsx';
import { PresenceNote } from '#admin/components/presence-note.tsx';
import { ErrorState, LoadingState } from '#admin/components/states.tsx';
import { ApiError } from '#admin/lib/api-client.ts';
import { useDocumentTitle } from '#admin/lib/use-document-title.ts';
import { useRestores } from '#admin/lib/use-restores.ts';

// A collection item's Edit screen: who else has it open, its form, and its
// history; a restore opens the form afresh on the restored item, an item that
// is gone says so (no retry), any other failure offers one.

export interface EditScreenTexts {
  loadingOne: string;
  missing: string;
  failedOne: string;
}

export interface EditScreenProps<T extends { id: string }> {
  title: string;
  crumbs: Crumb[];
  texts: EditScreenTexts;
  query: UseQueryResult<T>;
  /** The collection's name in presence and history: `clients`, `credentials`… */
  collection: string;
  form: (item: T) => ReactNode;
  /** The history panel; `restored` reopens the form. */
  history: (item: T, restored: () => void) => ReactNode;
}

export function EditScreen<T extends { id: string }>({ title, crumbs, texts, query, collection, form, history }: EditScreenProps<T>) {
  useDocumentTitle(title);
  const missing = query.error instanceof ApiError && query.error.status === 404;
  const [restores, countRestore] = useRestores();
  return (
    <>
      <PageHeader title={title} crumbs={crumbs} />
      {query.isPending ? (
        <LoadingState label={texts.loadingOne} />
      ) : query.isError ? (
        <ErrorState message={missing ? texts.missing : texts.failedOne} {...(missing ? {} : { onRetry: () => void query.refetch() })} />
      ) : (
        <>
          <PresenceNote item={`${collection}/${query.data.id}`} />
          <Fragment key={`${query.data.id}:${String(restores)}`}>{form(query.data)}</Fragment>
          {history(query.data, countRestore)}
        </>
      )}
    </>
  );
}
