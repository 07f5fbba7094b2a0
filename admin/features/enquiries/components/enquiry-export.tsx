import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useToast } from '#admin/components/toast.tsx';
import { failureMessage, isSessionEnd } from '#admin/lib/errors.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { downloadEnquiriesCsv } from '#admin/features/enquiries/api.ts';
import { inboxQueryOf } from '#admin/features/enquiries/inbox-query.ts';
import { enquiryTexts } from '#admin/features/enquiries/texts.ts';
import { narrowsList } from '#src/lib/enquiries/inbox-view.ts';
import type { EnquiryListQuery } from '#src/schemas/enquiry-list.ts';

// The CSV export, saying what it holds: every enquiry, or, once a search or a
// filter narrows the inbox, also the enquiries of that view, as the server
// finds them with the same view (ADR 0063).

export function EnquiryExport() {
  const texts = useTexts(enquiryTexts);
  const toast = useToast();
  const [params] = useSearchParams();
  const view = inboxQueryOf(params);
  const exportCsv = useMutation({
    mutationFn: (query: EnquiryListQuery) => downloadEnquiriesCsv(query),
    onError: (error) => {
      if (!isSessionEnd(error)) toast.error(failureMessage(error, texts.exportFailed));
    },
  });
  const busy = exportCsv.isPending;
  // Which export is under way says which button reads "Exporting…".
  const exportingView = busy && narrowsList(exportCsv.variables);
  return (
    <>
      {narrowsList(view) ? (
        <button type="button" className="button button--secondary" onClick={() => exportCsv.mutate(view)} disabled={busy}>
          {exportingView ? texts.exporting : texts.exportView}
        </button>
      ) : null}
      <button type="button" className="button button--secondary" onClick={() => exportCsv.mutate({})} disabled={busy}>
        {busy && !exportingView ? texts.exporting : texts.exportAll}
      </button>
    </>
  );
}
