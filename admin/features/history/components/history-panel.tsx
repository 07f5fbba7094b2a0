import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useConfirm } from '#admin/components/confirm-dialog.tsx';
import { ErrorState, LoadingState } from '#admin/components/states.tsx';
import { useToast } from '#admin/components/toast.tsx';
import { failureMessage, isSessionEnd } from '#admin/lib/errors.ts';
import { formatDateTime } from '#admin/lib/format.ts';
import { useAdminLanguage, useTexts } from '#admin/lib/language.tsx';
import { historyTexts } from '#admin/features/history/texts.ts';
import { fill } from '#src/i18n/fill.ts';
import { plural } from '#src/i18n/plural.ts';
import { useRestore, versionsQueryOptions, type HistoryCollection, type Revision } from '#admin/features/history/api.ts';
import { addStylesheet } from '#admin/lib/stylesheets.ts';
import historyStylesheet from '#admin/features/history/history.css?url';

addStylesheet(historyStylesheet);

// The history of one item on its edit screen: each version with when, who and
// which fields changed, its changes against the version before, and a button
// to restore it. The restore sends the newest version shown, so an
// edit made meanwhile by someone else is refused rather than overwritten.

type Texts = (typeof historyTexts)['en'];

function fieldLabel(texts: Texts, field: string): string {
  return (texts.fields as Record<string, string>)[field] ?? field.replaceAll('_', ' ');
}

/** A stored value as staff read it. */
function shown(texts: Texts, value: unknown): string {
  if (value === undefined || value === null || value === '') return texts.emptyValue;
  if (typeof value === 'boolean') return value ? texts.yes : texts.no;
  if (Array.isArray(value)) return value.length === 0 ? texts.emptyValue : value.map((entry) => shown(texts, entry)).join(' · ');
  if (typeof value === 'object') {
    const parts = Object.entries(value).filter(([, entry]) => entry !== '' && !(Array.isArray(entry) && entry.length === 0));
    return parts.length === 0
      ? texts.emptyValue
      : parts.map(([key, entry]) => `${fieldLabel(texts, key)}: ${shown(texts, entry)}`).join(' · ');
  }
  return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
}

function Changes({ version, previous, texts }: { version: Revision; previous: Revision | undefined; texts: Texts }) {
  if (!previous || version.changed.length === 0) return null;
  return (
    <details className="history__changes">
      <summary>{texts.showChanges}</summary>
      <dl className="history__diff">
        {version.changed.map((field) => (
          <div key={field} className="history__diff-row">
            <dt>{fieldLabel(texts, field)}</dt>
            <dd>
              <span className="history__before">
                <span className="visually-hidden">{texts.before}: </span>
                <del>{shown(texts, previous.record[field])}</del>
              </span>
              <span className="history__after">
                <span className="visually-hidden">{texts.after}: </span>
                <ins>{shown(texts, version.record[field])}</ins>
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

export function HistoryPanel({
  collection,
  id,
  stamp,
  onRestored,
}: {
  collection: HistoryCollection;
  id: string;
  /** For a screen that stays open after a save: changes with the item shown, and the history is read again then. */
  stamp?: string;
  /** Puts the restored record where the screen reads it (its entity's cache). */
  onRestored: (record: Record<string, unknown>) => void;
}) {
  const texts = useTexts(historyTexts);
  const { language } = useAdminLanguage();
  const headingId = useId();
  const query = useQuery(versionsQueryOptions(collection, id, stamp));
  const restore = useRestore(onRestored);
  const confirm = useConfirm();
  const toast = useToast();

  const restoreVersion = async (version: Revision, newest: Revision) => {
    const when = formatDateTime(version.at, language);
    const ok = await confirm({ title: texts.restoreTitle, message: fill(texts.restoreText, { when }), confirmLabel: texts.restoreConfirm });
    if (!ok) return;
    restore.mutate(
      { collection, id, revision: version.id, current_revision: newest.id },
      {
        onSuccess: (restored) => {
          toast.success(fill(texts.restored, { when }));
          // Photos deleted from the library since the version come back only by choice, so the restore names those it left out.
          const left = restored.photos_left_out ?? [];
          if (left.length > 0)
            toast.info(
              fill(plural(language, left.length, texts.photosLeftOut), {
                count: left.length,
                names: left.map((photo) => photo.file_name).join(', '),
              }),
            );
        },
        onError: (error) => {
          if (!isSessionEnd(error)) toast.error(failureMessage(error, texts.restoreFailed));
        },
      },
    );
  };

  return (
    <section className="panel history" aria-labelledby={headingId}>
      <h2 id={headingId} className="panel__title">
        {texts.title}
      </h2>
      <p className="panel__hint">{texts.description}</p>
      {query.isPending ? (
        <LoadingState label={texts.loading} />
      ) : query.isError ? (
        <ErrorState message={texts.failed} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p>{texts.empty}</p>
      ) : (
        <ol className="history__list">
          {query.data.map((version, index) => {
            const newest = query.data[0]!;
            const when = formatDateTime(version.at, language);
            return (
              <li key={version.id} className="history__version">
                <div className="history__summary">
                  <p className="history__what">
                    <strong>{texts.actions[version.action]}</strong> <time dateTime={version.at}>{when}</time>{' '}
                    <span className="history__by">{fill(texts.by, { user: version.by })}</span>
                    {index === 0 ? <span className="history__current"> · {texts.current}</span> : null}
                  </p>
                  {version.action === 'update' || version.action === 'restore' ? (
                    <p className="history__fields">
                      {version.changed.length > 0
                        ? fill(texts.changed, { fields: version.changed.map((field) => fieldLabel(texts, field)).join(', ') })
                        : texts.nothingChanged}
                    </p>
                  ) : null}
                  <Changes version={version} previous={query.data[index + 1]} texts={texts} />
                </div>
                {index > 0 && version.action !== 'delete' ? (
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    disabled={restore.isPending}
                    onClick={() => void restoreVersion(version, newest)}
                  >
                    {texts.restore}
                    <span className="visually-hidden"> ({when})</span>
                  </button>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
