import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '#admin/components/page-header.tsx';
import { PresenceNote } from '#admin/components/presence-note.tsx';
import { useRestores } from '#admin/lib/use-restores.ts';
import { ErrorState, LoadingState } from '#admin/components/states.tsx';
import { useDocumentTitle } from '#admin/lib/use-document-title.ts';
import { clientsQueryOptions } from '#admin/features/clients/api.ts';
import { settingsKeys, settingsQueryOptions } from '#admin/features/settings/api.ts';
import { HistoryPanel } from '#admin/features/history/components/history-panel.tsx';
import { settingsSchema } from '#src/schemas/settings.ts';
import { SettingsForm } from '#admin/features/settings/components/settings-form.tsx';
import { useTexts } from '#admin/lib/language.tsx';
import { settingsTexts } from '#admin/features/settings/texts.ts';

// /admin/settings: only the carousel section exists (spec section 2). The live
// preview shows the active clients' logos, as the home page will.

export function SettingsRoute() {
  const texts = useTexts(settingsTexts);
  useDocumentTitle(texts.title);
  const settings = useQuery(settingsQueryOptions());
  const queryClient = useQueryClient();
  const clients = useQuery(clientsQueryOptions());
  const logos = (clients.data ?? []).filter((client) => client.is_active);
  const [restores, countRestore] = useRestores();
  return (
    <>
      <PageHeader title={texts.title} description={texts.description} />
      {settings.isPending ? (
        <LoadingState label={texts.loading} />
      ) : settings.isError ? (
        <ErrorState message={texts.failed} onRetry={() => void settings.refetch()} />
      ) : (
        <>
          <PresenceNote item="settings/settings" />
          <SettingsForm key={String(restores)} settings={settings.data} logos={logos} />
          <HistoryPanel
            collection="settings"
            id="settings"
            stamp={JSON.stringify(settings.data)}
            onRestored={(record) => {
              queryClient.setQueryData(settingsKeys.all, settingsSchema.parse(record));
              countRestore();
            }}
          />
        </>
      )}
    </>
  );
}
