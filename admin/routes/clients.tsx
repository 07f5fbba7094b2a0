import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { CreateScreen } from '#admin/components/create-screen.tsx';
import { EditScreen } from '#admin/components/edit-screen.tsx';
import { ListScreen } from '#admin/components/list-screen.tsx';
import { uploadLogoFile } from '#admin/lib/logo-upload.ts';
import { paths } from '#admin/lib/paths.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { clientKeys, clientQueryOptions, clientsQueryOptions } from '#admin/features/clients/api.ts';
import { ClientForm } from '#admin/features/clients/components/client-form.tsx';
import { ClientList } from '#admin/features/clients/components/client-list.tsx';
import { clientTexts } from '#admin/features/clients/texts.ts';
import { useItemHistory } from '#admin/routes/item-history.tsx';
import { clientSchema } from '#src/schemas/client.ts';

// /admin/clients (+ /new, /:id/edit).

export function ClientsRoute() {
  const texts = useTexts(clientTexts);
  return (
    <ListScreen title={texts.title} description={texts.description} newLabel={texts.newClient} newPath={paths.clients.create}>
      <ClientList />
    </ListScreen>
  );
}

function useCrumbs() {
  return [{ label: useTexts(clientTexts).title, to: paths.clients.list }];
}

export function ClientCreateRoute() {
  const navigate = useNavigate();
  return (
    <CreateScreen
      title={useTexts(clientTexts).newClient}
      crumbs={useCrumbs()}
      list={useQuery(clientsQueryOptions())}
      form={(count) => (
        <ClientForm count={count} upload={uploadLogoFile} listPath={paths.clients.list} onSaved={() => void navigate(paths.clients.list)} />
      )}
    />
  );
}

export function ClientEditRoute() {
  const texts = useTexts(clientTexts);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  return (
    <EditScreen
      title={texts.editClient}
      crumbs={useCrumbs()}
      texts={texts}
      query={useQuery(clientQueryOptions(id))}
      collection="clients"
      form={(client) => (
        <ClientForm
          client={client}
          count={0}
          upload={uploadLogoFile}
          listPath={paths.clients.list}
          onSaved={() => void navigate(paths.clients.list)}
        />
      )}
      history={useItemHistory('clients', clientKeys, clientSchema)}
    />
  );
}
