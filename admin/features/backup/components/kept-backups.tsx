import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useConfirm } from '#admin/components/confirm-dialog.tsx';
import { ErrorState, LoadingState } from '#admin/components/states.tsx';
import { useToast } from '#admin/components/toast.tsx';
import { failureMessage, isSessionEnd } from '#admin/lib/errors.ts';
import { formatDateTime } from '#admin/lib/format.ts';
import { useAdminLanguage, useTexts } from '#admin/lib/language.tsx';
import { backupTexts } from '#admin/features/backup/texts.ts';
import { backupsQueryOptions, downloadStoredBackup, useDeleteBackup } from '#admin/features/backup/api.ts';
import type { StoredChoice } from '#admin/features/backup/components/use-restore.ts';
import { fill } from '#src/i18n/fill.ts';
import { addStylesheet } from '#admin/lib/stylesheets.ts';
import backupStylesheet from '#admin/features/backup/backup.css?url';

addStylesheet(backupStylesheet);

// The backups the site keeps: nightly, before every import, for every download
// and every large file sent to restore; 14 days each. One comes down part by
// part, its button counting; one is deleted sooner after a confirmation (it
// may hold enquiries). The one taken before an import cut short is offered
// first, to give back the content as it was.

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export function KeptBackups({ onRestore }: { onRestore: (choice: StoredChoice) => void }) {
  const texts = useTexts(backupTexts);
  const { language } = useAdminLanguage();
  const toast = useToast();
  const headingId = useId();
  const query = useQuery(backupsQueryOptions());
  const [percent, setPercent] = useState(0);
  const download = useMutation({
    mutationFn: downloadStoredBackup,
    onError: (error) => {
      if (!isSessionEnd(error)) toast.error(failureMessage(error, texts.downloadFailed));
    },
  });
  const confirm = useConfirm();
  const remove = useDeleteBackup();
  // The backup taken before an import that was cut short while it wrote: restoring it is the way back.
  const cutShort = query.data?.find((backup) => backup.import_cut_short_by !== undefined);

  const askDelete = async (name: string, date: string) => {
    const ok = await confirm({
      title: texts.keptDeleteTitle,
      message: fill(texts.keptDeleteText, { date }),
      confirmLabel: texts.keptDelete,
      tone: 'danger',
    });
    if (!ok) return;
    remove.mutate(name, {
      onSuccess: () => toast.success(fill(texts.keptDeleted, { date })),
      onError: (error) => {
        if (!isSessionEnd(error)) toast.error(failureMessage(error, texts.keptDeleteFailed));
      },
    });
  };
  return (
    <section className="panel stack" aria-labelledby={headingId}>
      <h2 id={headingId} className="panel__title">
        {texts.kept}
      </h2>
      <p className="panel__text">{texts.keptText}</p>
      {cutShort ? (
        <div className="notice notice--warning kept-backups__cut-short">
          <p>{fill(texts.cutShort, { by: cutShort.import_cut_short_by ?? '', date: formatDateTime(cutShort.created_at, language) })}</p>
          <button
            type="button"
            className="button button--primary button--small"
            onClick={() => onRestore({ name: cutShort.name, chosenAt: Date.now() })}
          >
            {texts.cutShortRestore}
          </button>
        </div>
      ) : null}
      {query.isPending ? (
        <LoadingState label={texts.keptLoading} />
      ) : query.isError ? (
        <ErrorState message={failureMessage(query.error, texts.keptFailed)} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="panel__text">{texts.keptEmpty}</p>
      ) : (
        <ul className="invitation-list" aria-labelledby={headingId}>
          {query.data.map((backup) => {
            const date = formatDateTime(backup.created_at, language);
            return (
              <li key={backup.name} className="invitation-list__item">
                <div>
                  <p className="invitation-list__name">
                    <strong>{date}</strong> · {texts.kinds[backup.kind]}
                    {backup.import_cut_short_by !== undefined ? <> · {texts.cutShortTag}</> : null}
                  </p>
                  <p className="panel__text invitation-list__meta">{size(backup.size)}</p>
                </div>
                <div className="kept-backups__actions">
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={fill(texts.keptRestoreLabel, { date })}
                    onClick={() => onRestore({ name: backup.name, chosenAt: Date.now() })}
                  >
                    {texts.keptRestore}
                  </button>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={fill(texts.keptDownloadLabel, { date })}
                    disabled={download.isPending}
                    onClick={() => {
                      setPercent(0);
                      download.mutate({ name: backup.name, onProgress: (fraction) => setPercent(Math.round(fraction * 100)) });
                    }}
                  >
                    {download.isPending && download.variables.name === backup.name
                      ? fill(texts.downloadingPercent, { percent })
                      : texts.keptDownload}
                  </button>
                  <button
                    type="button"
                    className="button button--danger-ghost button--small"
                    aria-label={fill(texts.keptDeleteLabel, { date })}
                    disabled={remove.isPending && remove.variables === backup.name}
                    onClick={() => void askDelete(backup.name, date)}
                  >
                    {texts.keptDelete}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
