import { useMutation } from '@tanstack/react-query';
import { PageHeader } from '#admin/components/page-header.tsx';
import { useToast } from '#admin/components/toast.tsx';
import { failureMessage, isSessionEnd } from '#admin/lib/errors.ts';
import { useDocumentTitle } from '#admin/lib/use-document-title.ts';
import { downloadEnquiriesCsv } from '#admin/features/enquiries/api.ts';
import { EnquiryList } from '#admin/features/enquiries/components/enquiry-list.tsx';
import { useTexts } from '#admin/lib/language.tsx';
import { enquiryTexts } from '#admin/features/enquiries/texts.ts';

// /admin/enquiries: the contact messages, with a CSV export.

export function EnquiriesRoute() {
  const texts = useTexts(enquiryTexts);
  useDocumentTitle(texts.title);
  const toast = useToast();
  const exportCsv = useMutation({
    mutationFn: downloadEnquiriesCsv,
    onError: (error) => {
      if (!isSessionEnd(error)) toast.error(failureMessage(error, texts.exportFailed));
    },
  });
  return (
    <>
      <PageHeader
        title={texts.title}
        description={texts.description}
        actions={
          <button type="button" className="button button--secondary" onClick={() => exportCsv.mutate()} disabled={exportCsv.isPending}>
            {exportCsv.isPending ? texts.exporting : texts.exportCsv}
          </button>
        }
      />
      <EnquiryList />
    </>
  );
}
