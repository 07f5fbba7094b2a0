import { PageHeader } from '#admin/components/page-header.tsx';
import { useDocumentTitle } from '#admin/lib/use-document-title.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { privacyTexts } from '#admin/features/privacy/texts.ts';
import { PrivacyRequests } from '#admin/features/privacy/components/privacy-requests.tsx';

// /admin/privacy: a person's requests about their personal data (access, erasure).

export function PrivacyRoute() {
  const texts = useTexts(privacyTexts);
  useDocumentTitle(texts.title);
  return (
    <>
      <PageHeader title={texts.title} description={texts.description} />
      <PrivacyRequests />
    </>
  );
}
