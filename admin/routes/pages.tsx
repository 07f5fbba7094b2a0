import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { PageHeader } from '#admin/components/page-header.tsx';
import { PresenceNote } from '#admin/components/presence-note.tsx';
import { ErrorState, LoadingState } from '#admin/components/states.tsx';
import { ApiError } from '#admin/lib/api-client.ts';
import { paths } from '#admin/lib/paths.ts';
import { useDocumentTitle } from '#admin/lib/use-document-title.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { pageQueryOptions, useStoreRestoredPage } from '#admin/features/pages/api.ts';
import { useRestores } from '#admin/lib/use-restores.ts';
import { useSession } from '#admin/features/auth/components/session-provider.tsx';
import { HistoryPanel } from '#admin/features/history/components/history-panel.tsx';
import { isLegalPage, isNamedElsewhere } from '#src/site/pages.ts';
import { PageList } from '#admin/features/pages/components/page-list.tsx';
import { PageEditor } from '#admin/features/pages/components/page-editor.tsx';
import { pageTexts } from '#admin/features/pages/texts.ts';
import { fill } from '#src/i18n/fill.ts';

// /admin/pages (+ /<page id>, the id's slashes included: /admin/pages/services/engineering).

export function PagesRoute() {
  const texts = useTexts(pageTexts);
  useDocumentTitle(texts.title);
  return (
    <>
      <PageHeader title={texts.title} description={texts.description} />
      {/* A few pages are built whole (ADR 0074): a publish must not look like it changed them at once. */}
      <p className="notice" role="note">
        {texts.allLive}
      </p>
      <PageList />
    </>
  );
}

export function PageEditRoute() {
  const texts = useTexts(pageTexts);
  const { '*': id = '' } = useParams();
  const query = useQuery(pageQueryOptions(id));
  const name = query.data ? titleOf(query.data.draft.en, query.data.id) : id;
  const title = fill(texts.editTitle, { name });
  useDocumentTitle(title);
  const { user } = useSession();
  const storeRestored = useStoreRestoredPage();
  const [restores, countRestore] = useRestores();
  const missing = query.error instanceof ApiError && query.error.status === 404;
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: texts.title, to: paths.pages.list }]} />
      {query.data && (
        <p className="notice" role="note">
          {isNamedElsewhere(query.data.type) ? texts.liveOnPublishNamed : texts.liveOnPublish}
        </p>
      )}
      {query.isPending ? (
        <LoadingState label={texts.loadingOne} />
      ) : query.isError ? (
        <ErrorState message={missing ? texts.missing : texts.failedOne} {...(missing ? {} : { onRetry: () => void query.refetch() })} />
      ) : (
        <>
          <PresenceNote item={`pages/${query.data.id}`} />
          {/* The legal pages bind the company: an administrator publishes them (ADR 0058). */}
          <PageEditor
            page={query.data}
            name={name}
            mayPublish={!isLegalPage(query.data.type) || user.role === 'admin'}
            restores={restores}
          />
          <HistoryPanel
            collection="pages"
            id={query.data.id}
            stamp={query.data.updated_at ?? 'initial'}
            onRestored={(record) => {
              storeRestored(record);
              countRestore();
            }}
          />
        </>
      )}
    </>
  );
}

/** What the admin calls a page, as the list does: its title, else its breadcrumb, else its id. */
function titleOf(english: object, id: string): string {
  if ('title' in english && typeof english.title === 'string' && english.title) return english.title;
  if (
    'hero' in english &&
    typeof english.hero === 'object' &&
    english.hero &&
    'crumb' in english.hero &&
    typeof english.hero.crumb === 'string'
  )
    return english.hero.crumb;
  return id === 'home' ? 'Home' : id;
}
