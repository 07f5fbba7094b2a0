import { useQuery } from '@tanstack/react-query';
import { Badge } from '#admin/components/badge.tsx';
import { EmptyState, ErrorState, LoadingState } from '#admin/components/states.tsx';
import { useToast } from '#admin/components/toast.tsx';
import { failureMessage, isSessionEnd } from '#admin/lib/errors.ts';
import { formatDateTime } from '#admin/lib/format.ts';
import { useAdminLanguage, useTexts } from '#admin/lib/language.tsx';
import { historyTexts } from '#admin/features/history/texts.ts';
import { fill } from '#src/i18n/fill.ts';
import { deletedQueryOptions, useRestore, type DeletedItem } from '#admin/features/history/api.ts';
import '#admin/features/history/history.css';

// Recently deleted: every project, client and taxonomy item deleted
// in the last 30 days, newest first, each with a Restore button that brings it
// back as it was. `onRestored` lets the screen refresh what the item belongs to.

export function DeletedList({ onRestored }: { onRestored: (entry: DeletedItem) => void }) {
  const texts = useTexts(historyTexts);
  const { language } = useAdminLanguage();
  const query = useQuery(deletedQueryOptions());
  const restore = useRestore();
  const toast = useToast();

  if (query.isPending) return <LoadingState label={texts.deletedLoading} />;
  if (query.isError) return <ErrorState message={texts.deletedFailed} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <EmptyState title={texts.deletedEmpty} text={texts.deletedEmptyText} />;

  const restoreItem = (entry: DeletedItem) => {
    restore.mutate(
      { collection: entry.collection, id: entry.item_id },
      {
        onSuccess: () => {
          onRestored(entry);
          toast.success(fill(texts.itemRestored, { name: entry.label }));
        },
        onError: (error) => {
          if (!isSessionEnd(error)) toast.error(failureMessage(error, fill(texts.itemRestoreFailed, { name: entry.label })));
        },
      },
    );
  };

  return (
    <ul className="deleted-list">
      {query.data.map((entry) => (
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
            disabled={restore.isPending}
            onClick={() => restoreItem(entry)}
          >
            {texts.restoreItem}
          </button>
        </li>
      ))}
    </ul>
  );
}
