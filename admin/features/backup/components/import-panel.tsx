import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import type { Shown } from '#admin/lib/coded-text.ts';
import { backupCollectionNames, BACKUP_PART_BYTES, MAX_BACKUP_BYTES, type ImportSummary } from '#src/schemas/backup.ts';
import { useConfirm } from '#admin/components/confirm-dialog.tsx';
import { FormError } from '#admin/components/form-fields.tsx';
import { useToast } from '#admin/components/toast.tsx';
import { failureMessage, isSessionEnd } from '#admin/lib/errors.ts';
import { formatDateTime } from '#admin/lib/format.ts';
import { useAdminLanguage, useTexts } from '#admin/lib/language.tsx';
import { auditTexts } from '#admin/lib/texts/audit.ts';
import { backupTexts } from '#admin/lib/texts/backup.ts';
import { useImport, useImportPreview, useUploadBackup, type BackupSource } from '#admin/features/backup/api.ts';
import { fill } from '#src/i18n/fill.ts';

// Restore from a file: choose it, read the dry run (what is added, changed,
// removed), then import it after a confirmation. A problem in the file is shown
// as the server names it (the item at fault), and nothing is written. A file
// too large for one request goes up in parts first and is kept by the site
// (ADR 0036); its dry run and import then name the kept copy.

const MAX_MB = MAX_BACKUP_BYTES / (1024 * 1024);

/** A kept backup the admin chose to restore (from the list below the panel). */
export interface StoredChoice {
  name: string;
  /** When it was chosen: choosing the same backup again starts the panel over. */
  chosenAt: number;
}

export function ImportPanel({ stored }: { stored: StoredChoice | null }) {
  const texts = useTexts(backupTexts);
  // The collections under the names the audit log gives them.
  const collectionNames = useTexts(auditTexts).collections;
  const { language } = useAdminLanguage();
  const toast = useToast();
  const confirm = useConfirm();
  const headingId = useId();
  const fileId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<BackupSource | null>(stored ? { stored: stored.name } : null);
  const sectionRef = useRef<HTMLElement>(null);
  const [problem, setProblem] = useState<Shown | null>(null);
  const [done, setDone] = useState<ImportSummary | null>(null);
  const preview = useImportPreview();
  const apply = useImport();
  const upload = useUploadBackup();
  const [sent, setSent] = useState(0);
  // Which choice of file is current: the answer of a file no longer chosen changes nothing.
  const choice = useRef(0);

  const check = (chosen: BackupSource) =>
    preview.mutate(chosen, {
      onError: (error) => {
        if (!isSessionEnd(error)) setProblem(failureMessage(error, texts.checkFailed));
      },
    });

  // A kept backup chosen below: its dry run at once, and the panel brought into view with focus on its title.
  const previewStored = preview.mutate;
  useEffect(() => {
    if (!stored) return;
    sectionRef.current?.scrollIntoView({ block: 'start' });
    sectionRef.current?.querySelector<HTMLElement>('h2')?.focus();
    previewStored({ stored: stored.name }, { onError: (error) => setProblem(failureMessage(error, texts.checkFailed)) });
  }, [stored, previewStored, texts.checkFailed]);

  const reset = () => {
    choice.current++;
    setSource(null);
    setProblem(null);
    preview.reset();
    upload.reset();
    if (inputRef.current) inputRef.current.value = '';
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const current = ++choice.current;
    setDone(null);
    setProblem(null);
    preview.reset();
    setSource(chosen ? { file: chosen } : null);
    if (!chosen) return;
    if (chosen.size > MAX_BACKUP_BYTES) {
      setProblem(fill(texts.tooLarge, { size: MAX_MB }));
      return;
    }
    if (chosen.size <= BACKUP_PART_BYTES) {
      check({ file: chosen });
      return;
    }
    setSent(0);
    upload.mutate(
      { file: chosen, onProgress: (fraction) => setSent(Math.round(fraction * 100)) },
      {
        onSuccess: (kept) => {
          if (current !== choice.current) return;
          const sentFile = { stored: kept.name, uploaded: true } as const;
          setSource(sentFile);
          check(sentFile);
        },
        onError: (error) => {
          if (current === choice.current && !isSessionEnd(error)) setProblem(failureMessage(error, texts.checkFailed));
        },
      },
    );
  };

  const runImport = async () => {
    if (!source) return;
    const ok = await confirm({ title: texts.confirmTitle, message: texts.confirmText, confirmLabel: texts.apply, tone: 'danger' });
    if (!ok) return;
    apply.mutate(source, {
      onSuccess: (summary) => {
        toast.success(texts.imported);
        setDone(summary);
        reset();
      },
      onError: (error) => {
        if (!isSessionEnd(error)) setProblem(failureMessage(error, texts.importFailed));
      },
    });
  };

  const summary = preview.data;
  return (
    <section ref={sectionRef} className="panel stack" aria-labelledby={headingId}>
      <h2 id={headingId} className="panel__title" tabIndex={-1}>
        {texts.restore}
      </h2>
      <p className="panel__text">{texts.restoreText}</p>
      <div className="field">
        <label className="field__label" htmlFor={fileId}>
          {texts.file}
        </label>
        <input
          ref={inputRef}
          id={fileId}
          type="file"
          accept=".zip,application/zip"
          className="input backup-file"
          onChange={choose}
          // While a large file is being sent, no other can be chosen: it would race the first one's answer.
          disabled={upload.isPending}
          aria-describedby={`${fileId}-hint`}
        />
        <p className="field__hint" id={`${fileId}-hint`}>
          {fill(texts.fileHint, { size: MAX_MB })}
        </p>
      </div>
      {upload.isPending ? (
        <p className="panel__text" role="status">
          {fill(texts.sending, { percent: sent })}
        </p>
      ) : null}
      {preview.isPending ? (
        <p className="panel__text" role="status">
          {texts.checking}
        </p>
      ) : null}
      <FormError message={problem} />
      {done?.safety_backup ? (
        <p className="notice" role="status">
          {fill(texts.importedText, { name: done.safety_backup })}
        </p>
      ) : null}
      {summary && source && !problem ? (
        <div className="stack" aria-live="polite">
          <h3 className="backup-summary__title">
            {fill('stored' in source && !source.uploaded ? texts.summaryStoredTitle : texts.summaryTitle, {
              date: formatDateTime(summary.backup_created_at, language),
            })}
          </h3>
          <div className="table-wrap">
            <table className="table backup-summary">
              <caption className="visually-hidden">{texts.summaryCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{texts.columns.collection}</th>
                  <th scope="col">{texts.columns.created}</th>
                  <th scope="col">{texts.columns.changed}</th>
                  <th scope="col">{texts.columns.removed}</th>
                  <th scope="col">{texts.columns.unchanged}</th>
                </tr>
              </thead>
              <tbody>
                {backupCollectionNames.map((name) => {
                  const counts = summary.collections[name];
                  return (
                    <tr key={name}>
                      <th scope="row">{collectionNames[name]}</th>
                      <td>{counts.created}</td>
                      <td>{counts.changed}</td>
                      <td className={counts.removed > 0 ? 'backup-summary__removed' : undefined}>{counts.removed}</td>
                      <td>{counts.unchanged}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <ul className="backup-summary__notes">
            <li>{summary.settings === 'changed' ? texts.settingsChanged : texts.settingsUnchanged}</li>
            <li>{fill(texts.uploads, { added: summary.uploads.added, present: summary.uploads.present })}</li>
            <li>{fill(texts.enquiries, { added: summary.enquiries.added })}</li>
          </ul>
          <div className="form-actions">
            <button type="button" className="button button--secondary" onClick={reset}>
              {texts.cancel}
            </button>
            <button type="button" className="button button--danger" disabled={apply.isPending} onClick={() => void runImport()}>
              {apply.isPending ? texts.applying : texts.apply}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
