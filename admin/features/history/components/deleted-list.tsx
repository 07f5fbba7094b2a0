import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Badge } from '#admin/components/badge.tsx';
import { EmptyState, ErrorState, LoadingState } from '#admin/components/states.tsx';
import { useToast } from '#admin/components/toast.tsx';
import { failureMessage, isSessionEnd } from '#admin/lib/errors.ts';
import { formatDateTime } from '#admin/lib/format.ts';
import { paths } from '#admin/lib/paths.ts';
import { useAdminLanguage, useTexts } from '#admin/lib/language.tsx';
import { historyTexts } from '#admin/features/history/texts.ts';
import { fill } from '#src/i18n/fill.ts';
import { plural } from '#src/i18n/plural.ts';
import { deletedQueryOptions, useRestore, type DeletedItem, type Restored } from '#admin/features/history/api.ts';
import { addStylesheet } from '#admin/lib/stylesheets.ts';
import historyStylesheet from '#admin/features/history/history.css?url';

addStylesheet(historyStylesheet);

// Recently deleted: every project, client and taxonomy item deleted
// in the last 30 days, newest first, each with a Restore button that brings it
// back as it was. `onRestored` lets the screen refresh what the item belongs to.
// A taxonomy item comes back in the projects it was taken out of, except those
// changed since its deletion: a note names them, with links to their edit
// screens, until it is dismissed.

type ProjectRef = NonNullable<Restored['not_relinked']>[number];

interface KeptOut {
  name: string;
  projects: ProjectRef[];
}

function NotRelinkedNote({ keptOut, onDismiss }: { keptOut: KeptOut; onDismiss: () => void }) {
  const texts = useTexts(historyTexts);
  const { language } = useAdminLanguage();
  const count = keptOut.projects.length;
  return (
    <div className="panel deleted-note" role="status">
      <h2 className="deleted-note__title">{fill(texts.notRelinkedTitle, { name: keptOut.name })}</h2>
      <p>{fill(plural(language, count, texts.notRelinked), { count })}</p>
      <ul className="deleted-note__projects">
        {keptOut.projects.map((project) => (
          <li key={project.item_id}>
            <Link to={paths.projectsEnhanced.edit(project.item_id)}>{project.label}</Link>
          </li>
        ))}
      </ul>
      <button type="button" className="button button--secondary button--small" onClick={onDismiss}>
        {texts.dismiss}
      </button>
    </div>
  );
}

export function DeletedList({ onRestored }: { onRestored: (entry: DeletedItem) => void }) {
  const texts = useTexts(historyTexts);
  const { language } = useAdminLanguage();
  const query = useQuery(deletedQueryOptions());
  const restore = useRestore();
  const toast = useToast();
  const [keptOut, setKeptOut] = useState<KeptOut | null>(null);

  const note = keptOut ? <NotRelinkedNote keptOut={keptOut} onDismiss={() => setKeptOut(null)} /> : null;
  if (query.isPending) return <LoadingState label={texts.deletedLoading} />;
  if (query.isError) return <ErrorState message={texts.deletedFailed} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0)
    return (
      <>
        {note}
        <EmptyState title={texts.deletedEmpty} text={texts.deletedEmptyText} />
      </>
    );

  const restoreItem = (entry: DeletedItem) => {
    restore.mutate(
      { collection: entry.collection, id: entry.item_id },
      {
        onSuccess: (restored) => {
          onRestored(entry);
          toast.success(fill(texts.itemRestored, { name: entry.label }));
          const left = restored.photos_left_out ?? [];
          if (left.length > 0)
            toast.info(
              fill(plural(language, left.length, texts.photosLeftOut), {
                count: left.length,
                names: left.map((photo) => photo.file_name).join(', '),
              }),
            );
          const projects = restored.not_relinked ?? [];
          setKeptOut(projects.length > 0 ? { name: entry.label, projects } : null);
        },
        onError: (error) => {
          if (!isSessionEnd(error)) toast.error(failureMessage(error, fill(texts.itemRestoreFailed, { name: entry.label })));
        },
      },
    );
  };

  return (
    <>
      {note}
      <DeletedItems entries={query.data} pending={restore.isPending} onRestore={restoreItem} />
    </>
  );
}

function DeletedItems({
  entries,
  pending,
  onRestore,
}: {
  entries: DeletedItem[];
  pending: boolean;
  onRestore: (entry: DeletedItem) => void;
}) {
  const texts = useTexts(historyTexts);
  const { language } = useAdminLanguage();
  return (
    <ul className="deleted-list">
      {entries.map((entry) => (
        <li key={`${entry.collection}/${entry.item_id}`} className="panel deleted-item">
          <div>
            <Badge tone="neutral">{texts.kinds[entry.collection]}</Badge>
            <h2 className="deleted-item__name">{entry.label}</h2>
            <p className="deleted-item__meta">
              {fill(texts.deletedOn, { when: formatDateTime(entry.deleted_at, language), user: entry.by })} ·{' '}
              {fill(texts.expires, { when: formatDateTime(entry.expires_at, language) })}
            </p>
          </div>
          <button
            type="button"
            className="button button--secondary"
            aria-label={fill(texts.restoreItemLabel, { name: entry.label })}
            disabled={pending}
            onClick={() => onRestore(entry)}
          >
            {texts.restoreItem}
          </button>
        </li>
      ))}
    </ul>
  );
}
