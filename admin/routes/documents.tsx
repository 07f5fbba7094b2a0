import { PageHeader } from '#admin/components/page-header.tsx';
import { useDocumentTitle } from '#admin/lib/use-document-title.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { DocumentList } from '#admin/features/documents/components/document-list.tsx';
import { UploadForm } from '#admin/features/documents/components/upload-form.tsx';
import { documentTexts } from '#admin/features/documents/texts.ts';
import { addStylesheet } from '#admin/lib/stylesheets.ts';
import documentsStylesheet from '#admin/features/documents/documents.css?url';

addStylesheet(documentsStylesheet);

// /admin/documents: upload, list, replace, publish and delete the PDFs visitors download.

export function DocumentsRoute() {
  const texts = useTexts(documentTexts);
  useDocumentTitle(texts.title);
  return (
    <>
      <PageHeader title={texts.title} description={texts.description} />
      <UploadForm />
      <DocumentList />
    </>
  );
}
