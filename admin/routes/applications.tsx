import { fill } from '#src/i18n/fill.ts';
import { retention } from '#src/lib/privacy/retention.ts';
import { PageHeader } from '#admin/components/page-header.tsx';
import { useDocumentTitle } from '#admin/lib/use-document-title.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { ApplicationExport } from '#admin/features/applications/components/application-export.tsx';
import { ApplicationInbox } from '#admin/features/applications/components/application-inbox.tsx';
import { applicationTexts } from '#admin/features/applications/texts.ts';
import { addStylesheet } from '#admin/lib/stylesheets.ts';
import applicationsStylesheet from '#admin/features/applications/applications.css?url';

addStylesheet(applicationsStylesheet);

// /admin/applications: job applications and their CVs (ADR 0071), for those allowed to see them.

export function ApplicationsRoute() {
  const texts = useTexts(applicationTexts);
  useDocumentTitle(texts.title);
  return (
    <>
      <PageHeader
        title={texts.title}
        description={fill(texts.description, { years: retention.applicationsYears })}
        actions={<ApplicationExport />}
      />
      <ApplicationInbox />
    </>
  );
}
