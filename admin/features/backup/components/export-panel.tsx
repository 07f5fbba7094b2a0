import { useId, useState } from 'react';
import { SwitchField } from '#admin/components/form-fields.tsx';
import { useToast } from '#admin/components/toast.tsx';
import { failureMessage, isSessionEnd } from '#admin/lib/errors.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { backupTexts } from '#admin/features/backup/texts.ts';
import { useDownloadBackup } from '#admin/features/backup/api.ts';
import { fill } from '#src/i18n/fill.ts';

// Download the whole site as one zip; enquiries only when asked for (personal
// data). The site keeps the backup it takes, and it comes down part by part.

export function ExportPanel() {
  const texts = useTexts(backupTexts);
  const toast = useToast();
  const headingId = useId();
  const [enquiries, setEnquiries] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const download = useDownloadBackup();
  const start = () => {
    setPercent(null);
    download.mutate(
      { enquiries, onProgress: (fraction) => setPercent(Math.round(fraction * 100)) },
      {
        onError: (error) => {
          if (!isSessionEnd(error)) toast.error(failureMessage(error, texts.downloadFailed));
        },
      },
    );
  };
  return (
    <section className="panel stack" aria-labelledby={headingId}>
      <h2 id={headingId} className="panel__title">
        {texts.download}
      </h2>
      <p className="panel__text">{texts.downloadText}</p>
      <SwitchField label={texts.includeEnquiries} checked={enquiries} onCheckedChange={setEnquiries} hint={texts.includeEnquiriesHint} />
      <div className="form-actions">
        <button type="button" className="button button--primary" disabled={download.isPending} onClick={start}>
          {!download.isPending ? texts.downloadButton : percent === null ? texts.downloading : fill(texts.downloadingPercent, { percent })}
        </button>
      </div>
    </section>
  );
}
