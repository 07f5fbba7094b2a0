import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '#admin/components/page-header.tsx';
import { PresenceNote } from '#admin/components/presence-note.tsx';
import { ErrorState, LoadingState } from '#admin/components/states.tsx';
import { ApiError } from '#admin/lib/api-client.ts';
import { storeSaved } from '#admin/lib/entity-cache.ts';
import { paths } from '#admin/lib/paths.ts';
import { useDocumentTitle } from '#admin/lib/use-document-title.ts';
import { useRestores } from '#admin/lib/use-restores.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { commonTexts } from '#admin/lib/texts/common.ts';
import { credentialKeys, credentialQueryOptions, credentialsQueryOptions } from '#admin/features/credentials/api.ts';
import { CredentialForm } from '#admin/features/credentials/components/credential-form.tsx';
import { CredentialList } from '#admin/features/credentials/components/credential-list.tsx';
import { credentialTexts } from '#admin/features/credentials/texts.ts';
import { HistoryPanel } from '#admin/features/history/components/history-panel.tsx';
import { credentialSchema } from '#src/schemas/credential.ts';

// /admin/credentials (+ /new, /:id/edit).

export function CredentialsRoute() {
  const texts = useTexts(credentialTexts);
  useDocumentTitle(texts.title);
  return (
    <>
      <PageHeader
        title={texts.title}
        description={texts.description}
        actions={
          <Link to={paths.credentials.create} className="button button--primary">
            {texts.newCredential}
          </Link>
        }
      />
      <CredentialList />
    </>
  );
}

function useCrumbs() {
  return [{ label: useTexts(credentialTexts).title, to: paths.credentials.list }];
}

export function CredentialCreateRoute() {
  const texts = useTexts(credentialTexts);
  const common = useTexts(commonTexts);
  const crumbs = useCrumbs();
  useDocumentTitle(texts.newCredential);
  const navigate = useNavigate();
  const list = useQuery(credentialsQueryOptions());
  return (
    <>
      <PageHeader title={texts.newCredential} crumbs={crumbs} />
      {list.isPending ? (
        <LoadingState label={common.loading} />
      ) : (
        <CredentialForm
          count={list.data?.length ?? 0}
          listPath={paths.credentials.list}
          onSaved={() => void navigate(paths.credentials.list)}
        />
      )}
    </>
  );
}

export function CredentialEditRoute() {
  const texts = useTexts(credentialTexts);
  const crumbs = useCrumbs();
  useDocumentTitle(texts.editCredential);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useQuery(credentialQueryOptions(id));
  const queryClient = useQueryClient();
  const missing = query.error instanceof ApiError && query.error.status === 404;
  const [restores, countRestore] = useRestores();
  return (
    <>
      <PageHeader title={texts.editCredential} crumbs={crumbs} />
      {query.isPending ? (
        <LoadingState label={texts.loadingOne} />
      ) : query.isError ? (
        <ErrorState message={missing ? texts.missing : texts.failedOne} {...(missing ? {} : { onRetry: () => void query.refetch() })} />
      ) : (
        <>
          <PresenceNote item={`credentials/${query.data.id}`} />
          <CredentialForm
            key={`${query.data.id}:${String(restores)}`}
            credential={query.data}
            count={0}
            listPath={paths.credentials.list}
            onSaved={() => void navigate(paths.credentials.list)}
          />
          <HistoryPanel
            collection="credentials"
            id={query.data.id}
            onRestored={(record) => {
              storeSaved(queryClient, credentialKeys, credentialSchema.parse(record));
              countRestore();
            }}
          />
        </>
      )}
    </>
  );
}
