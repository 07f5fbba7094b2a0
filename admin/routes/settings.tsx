import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '#admin/components/page-header.tsx';
import { ErrorState, LoadingState } from '#admin/components/states.tsx';
import { useDocumentTitle } from '#admin/lib/use-document-title.ts';
import { clientsQueryOptions } from '#admin/features/clients/api.ts';
import { settingsQueryOptions } from '#admin/features/settings/api.ts';
import { SettingsForm } from '#admin/features/settings/components/settings-form.tsx';

// /admin/settings: only the carousel section exists (spec section 2). The live
// preview shows the active clients' logos, as the home page will.

export function SettingsRoute() {
  useDocumentTitle('Site Settings');
  const settings = useQuery(settingsQueryOptions());
  const clients = useQuery(clientsQueryOptions());
  const logos = (clients.data ?? []).filter((client) => client.is_active);
  return (
    <>
      <PageHeader title="Site Settings" description="How the website presents your content." />
      {settings.isPending ? (
        <LoadingState label="Loading settings..." />
      ) : settings.isError ? (
        <ErrorState message="The settings could not be loaded." onRetry={() => void settings.refetch()} />
      ) : (
        <SettingsForm settings={settings.data} logos={logos} />
      )}
    </>
  );
}
