import { useMutation } from '@tanstack/react-query';
import { PageHeader } from '#admin/components/page-header.tsx';
import { useToast } from '#admin/components/toast.tsx';
import { failureMessage, isSessionEnd } from '#admin/lib/errors.ts';
import { useDocumentTitle } from '#admin/lib/use-document-title.ts';
import { downloadEnquiriesCsv } from '#admin/features/enquiries/api.ts';
import { EnquiryList } from '#admin/features/enquiries/components/enquiry-list.tsx';

// /admin/enquiries: the contact messages, with a CSV export.

export function EnquiriesRoute() {
  useDocumentTitle('Enquiries');
  const toast = useToast();
  const exportCsv = useMutation({
    mutationFn: downloadEnquiriesCsv,
    onError: (error) => {
      if (!isSessionEnd(error)) toast.error(failureMessage(error, 'Failed to export enquiries'));
    },
  });
  return (
    <>
      <PageHeader
        title="Enquiries"
        description="Messages sent from the contact form, newest first. Each is kept even when the e-mail relay failed."
        actions={
          <button type="button" className="button button--secondary" onClick={() => exportCsv.mutate()} disabled={exportCsv.isPending}>
            {exportCsv.isPending ? 'Exporting...' : 'Export CSV'}
          </button>
        }
      />
      <EnquiryList />
    </>
  );
}
