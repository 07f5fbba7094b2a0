import { useEffect, useId, useRef } from 'react';
import { FormError } from '#admin/components/form-fields.tsx';
import { useTexts } from '#admin/lib/language.tsx';
import { fill } from '#src/i18n/fill.ts';
import { backupTexts } from '#admin/features/backup/texts.ts';
import { DryRunSummary } from '#admin/features/backup/components/dry-run-summary.tsx';
import { MAX_MB, useRestore, type StoredChoice } from '#admin/features/backup/components/use-restore.ts';
import { addStylesheet } from '#admin/lib/stylesheets.ts';
import backupStylesheet from '#admin/features/backup/backup.css?url';

addStylesheet(backupStylesheet);

// Restore from a file: choose it, read the dry run (what is added, changed,
// removed), then import it after a confirmation. A problem in the file is shown
// as the server names it (the item at fault), and nothing is written. A file
// too large for one request goes up in parts first and is kept by the site
// (ADR 0036); its dry run and import then name the kept copy.

export function ImportPanel({ stored }: { stored: StoredChoice | null }) {
  const texts = useTexts(backupTexts);
  const headingId = useId();
  const fileId = useId();
  const sectionRef = useRef<HTMLElement>(null);

  // A kept backup chosen below: the panel brought into view with focus on its title.
  useEffect(() => {
    if (!stored) return;
    sectionRef.current?.scrollIntoView({ block: 'start' });
    sectionRef.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [stored]);

  const { inputRef, source, problem, done, sent, summary, checking, sending, applying, choose, reset, runImport } = useRestore(stored);
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
          disabled={sending}
          aria-describedby={`${fileId}-hint`}
        />
        <p className="field__hint" id={`${fileId}-hint`}>
          {fill(texts.fileHint, { size: MAX_MB })}
        </p>
      </div>
      {sending ? (
        <p className="panel__text" role="status">
          {fill(texts.sending, { percent: sent })}
        </p>
      ) : null}
      {checking ? (
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
        <DryRunSummary
          summary={summary}
          kept={'stored' in source && !source.uploaded}
          applying={applying}
          onCancel={reset}
          onApply={() => void runImport()}
        />
      ) : null}
    </section>
  );
}
