import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { SwitchField } from '#admin/components/form-fields.tsx';
import { useToast } from '#admin/components/toast.tsx';
import { failureMessage, isSessionEnd } from '#admin/lib/errors.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { backupTexts } from '#admin/lib/texts/backup.ts';
import { downloadExport } from '#admin/features/backup/api.ts';

// Download the whole site as one zip; enquiries only when asked for (personal data).

export function ExportPanel() {
  const texts = useTexts(backupTexts);
  const toast = useToast();
  const headingId = useId();
  const [enquiries, setEnquiries] = useState(false);
  const download = useMutation({
    mutationFn: () => downloadExport(enquiries),
    onError: (error) => {
      if (!isSessionEnd(error)) toast.error(failureMessage(error, texts.downloadFailed));
    },
  });
  return (
    <section className="panel stack" aria-labelledby={headingId}>
      <h2 id={headingId} className="panel__title">
        {texts.download}
      </h2>
      <p className="panel__text">{texts.downloadText}</p>
      <SwitchField label={texts.includeEnquiries} checked={enquiries} onCheckedChange={setEnquiries} hint={texts.includeEnquiriesHint} />
      <div className="form-actions">
        <button type="button" className="button button--primary" disabled={download.isPending} onClick={() => download.mutate()}>
          {download.isPending ? texts.downloading : texts.downloadButton}
        </button>
      </div>
    </section>
  );
}
