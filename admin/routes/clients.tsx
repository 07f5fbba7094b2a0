import { PresenceNote } from '#admin/components/presence-note.tsx';
import { useRestores } from '#admin/lib/use-restores.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '#admin/components/page-header.tsx';
import { ErrorState, LoadingState } from '#admin/components/states.tsx';
import { ApiError } from '#admin/lib/api-client.ts';
import { uploadLogoFile } from '#admin/lib/logo-upload.ts';
import { paths } from '#admin/lib/paths.ts';
import { useDocumentTitle } from '#admin/lib/use-document-title.ts';
import { clientKeys, clientQueryOptions, clientsQueryOptions } from '#admin/features/clients/api.ts';
import { HistoryPanel } from '#admin/features/history/components/history-panel.tsx';
import { clientSchema } from '#src/schemas/client.ts';
import { storeSaved } from '#admin/lib/entity-cache.ts';
import { ClientForm } from '#admin/features/clients/components/client-form.tsx';
import { ClientList } from '#admin/features/clients/components/client-list.tsx';
import { useTexts } from '#admin/lib/language.tsx';
import { commonTexts } from '#admin/lib/texts/common.ts';
import { clientTexts } from '#admin/features/clients/texts.ts';

// /admin/clients (+ /new, /:id/edit).

export function ClientsRoute() {
  const texts = useTexts(clientTexts);
  useDocumentTitle(texts.title);
  return (
    <>
      <PageHeader
        title={texts.title}
        description={texts.description}
        actions={
          <Link to={paths.clients.create} className="button button--primary">
            {texts.newClient}
          </Link>
        }
      />
      <ClientList />
    </>
  );
}

function useCrumbs() {
  return [{ label: useTexts(clientTexts).title, to: paths.clients.list }];
}

export function ClientCreateRoute() {
  const texts = useTexts(clientTexts);
  const common = useTexts(commonTexts);
  const crumbs = useCrumbs();
  useDocumentTitle(texts.newClient);
  const navigate = useNavigate();
  const list = useQuery(clientsQueryOptions());
  return (
    <>
      <PageHeader title={texts.newClient} crumbs={crumbs} />
      {list.isPending ? (
        <LoadingState label={common.loading} />
      ) : (
        <ClientForm
          count={list.data?.length ?? 0}
          upload={uploadLogoFile}
          listPath={paths.clients.list}
          onSaved={() => void navigate(paths.clients.list)}
        />
      )}
    </>
  );
}

export function ClientEditRoute() {
  const texts = useTexts(clientTexts);
  const crumbs = useCrumbs();
  useDocumentTitle(texts.editClient);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useQuery(clientQueryOptions(id));
  const queryClient = useQueryClient();
  const missing = query.error instanceof ApiError && query.error.status === 404;
  const [restores, countRestore] = useRestores();
  return (
    <>
      <PageHeader title={texts.editClient} crumbs={crumbs} />
      {query.isPending ? (
        <LoadingState label={texts.loadingOne} />
      ) : query.isError ? (
        <ErrorState message={missing ? texts.missing : texts.failedOne} {...(missing ? {} : { onRetry: () => void query.refetch() })} />
      ) : (
        <>
          <PresenceNote item={`clients/${query.data.id}`} />
          <ClientForm
            key={`${query.data.id}:${String(restores)}`}
            client={query.data}
            count={0}
            upload={uploadLogoFile}
            listPath={paths.clients.list}
            onSaved={() => void navigate(paths.clients.list)}
          />
          <HistoryPanel
            collection="clients"
            id={query.data.id}
            onRestored={(record) => {
              storeSaved(queryClient, clientKeys, clientSchema.parse(record));
              countRestore();
            }}
          />
        </>
      )}
    </>
  );
}
