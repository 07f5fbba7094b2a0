import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '#admin/components/page-header.tsx';
import { ErrorState, LoadingState } from '#admin/components/states.tsx';
import { ApiError } from '#admin/lib/api-client.ts';
import { uploadLogoFile } from '#admin/lib/logo-upload.ts';
import { paths } from '#admin/lib/paths.ts';
import { useDocumentTitle } from '#admin/lib/use-document-title.ts';
import { clientQueryOptions, clientsQueryOptions } from '#admin/features/clients/api.ts';
import { ClientForm } from '#admin/features/clients/components/client-form.tsx';
import { ClientList } from '#admin/features/clients/components/client-list.tsx';

// /admin/clients (+ /new, /:id/edit).

export function ClientsRoute() {
  useDocumentTitle('Clients');
  return (
    <>
      <PageHeader
        title="Clients"
        description="Logos shown in the carousel on the home page. Hidden clients stay here and leave the website."
        actions={
          <Link to={paths.clients.create} className="button button--primary">
            New Client
          </Link>
        }
      />
      <ClientList />
    </>
  );
}

const crumbs = [{ label: 'Clients', to: paths.clients.list }];

export function ClientCreateRoute() {
  useDocumentTitle('New Client');
  const navigate = useNavigate();
  const list = useQuery(clientsQueryOptions());
  return (
    <>
      <PageHeader title="New Client" crumbs={crumbs} />
      {list.isPending ? (
        <LoadingState label="Loading..." />
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
  useDocumentTitle('Edit Client');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useQuery(clientQueryOptions(id));
  const missing = query.error instanceof ApiError && query.error.status === 404;
  return (
    <>
      <PageHeader title="Edit Client" crumbs={crumbs} />
      {query.isPending ? (
        <LoadingState label="Loading client..." />
      ) : query.isError ? (
        <ErrorState
          message={missing ? 'This client does not exist (it may have been deleted).' : 'The client could not be loaded.'}
          {...(missing ? {} : { onRetry: () => void query.refetch() })}
        />
      ) : (
        <ClientForm
          key={query.data.id}
          client={query.data}
          count={0}
          upload={uploadLogoFile}
          listPath={paths.clients.list}
          onSaved={() => void navigate(paths.clients.list)}
        />
      )}
    </>
  );
}
