import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { CreateScreen } from '#admin/components/create-screen.tsx';
import { EditScreen } from '#admin/components/edit-screen.tsx';
import { ListScreen } from '#admin/components/list-screen.tsx';
import { paths } from '#admin/lib/paths.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { credentialKeys, credentialQueryOptions, credentialsQueryOptions } from '#admin/features/credentials/api.ts';
import { CredentialForm } from '#admin/features/credentials/components/credential-form.tsx';
import { CredentialList } from '#admin/features/credentials/components/credential-list.tsx';
import { credentialTexts } from '#admin/features/credentials/texts.ts';
import { useItemHistory } from '#admin/routes/item-history.tsx';
import { credentialSchema } from '#src/schemas/credential.ts';

// /admin/credentials (+ /new, /:id/edit).

export function CredentialsRoute() {
  const texts = useTexts(credentialTexts);
  return (
    <ListScreen title={texts.title} description={texts.description} newLabel={texts.newCredential} newPath={paths.credentials.create}>
      <CredentialList />
    </ListScreen>
  );
}

function useCrumbs() {
  return [{ label: useTexts(credentialTexts).title, to: paths.credentials.list }];
}

export function CredentialCreateRoute() {
  const navigate = useNavigate();
  return (
    <CreateScreen
      title={useTexts(credentialTexts).newCredential}
      crumbs={useCrumbs()}
      list={useQuery(credentialsQueryOptions())}
      form={(count) => (
        <CredentialForm count={count} listPath={paths.credentials.list} onSaved={() => void navigate(paths.credentials.list)} />
      )}
    />
  );
}

export function CredentialEditRoute() {
  const texts = useTexts(credentialTexts);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  return (
    <EditScreen
      title={texts.editCredential}
      crumbs={useCrumbs()}
      texts={texts}
      query={useQuery(credentialQueryOptions(id))}
      collection="credentials"
      form={(credential) => (
        <CredentialForm
          credential={credential}
          count={0}
          listPath={paths.credentials.list}
          onSaved={() => void navigate(paths.credentials.list)}
        />
      )}
      history={useItemHistory('credentials', credentialKeys, credentialSchema)}
    />
  );
}
