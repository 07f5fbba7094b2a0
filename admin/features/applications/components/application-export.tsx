import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useToast } from '#admin/components/toast.tsx';
import { failureMessage, isSessionEnd } from '#admin/lib/errors.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { downloadApplicationsCsv } from '#admin/features/applications/api.ts';
import { inboxViewOf } from '#admin/features/applications/inbox-view.ts';
import { applicationTexts } from '#admin/features/applications/texts.ts';

// The CSV export of the applications the inbox shows (its job and status), without the CVs.

export function ApplicationExport() {
  const texts = useTexts(applicationTexts);
  const toast = useToast();
  const [params] = useSearchParams();
  const exportCsv = useMutation({
    mutationFn: () => downloadApplicationsCsv(inboxViewOf(params)),
    onError: (error) => {
      if (!isSessionEnd(error)) toast.error(failureMessage(error, texts.exportFailed));
    },
  });
  return (
    <button type="button" className="button button--secondary" onClick={() => exportCsv.mutate()} disabled={exportCsv.isPending}>
      {exportCsv.isPending ? texts.exporting : texts.exportCsv}
    </button>
  );
}
