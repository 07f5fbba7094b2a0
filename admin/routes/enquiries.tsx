import { PageHeader } from '#admin/components/page-header.tsx';
import { useDocumentTitle } from '#admin/lib/use-document-title.ts';
import { EnquiryExport } from '#admin/features/enquiries/components/enquiry-export.tsx';
import { EnquiryList } from '#admin/features/enquiries/components/enquiry-list.tsx';
import { useTexts } from '#admin/lib/language.tsx';
import { enquiryTexts } from '#admin/features/enquiries/texts.ts';

// /admin/enquiries: the contact messages, with a CSV export of them all or of the view shown.

export function EnquiriesRoute() {
  const texts = useTexts(enquiryTexts);
  useDocumentTitle(texts.title);
  return (
    <>
      <PageHeader title={texts.title} description={texts.description} actions={<EnquiryExport />} />
      <EnquiryList />
    </>
  );
}
