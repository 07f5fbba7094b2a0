import { useReducer, useState } from 'react';
import { useMessage, useTexts } from '#admin/lib/language.tsx';
import { issueText } from '#admin/lib/coded-text.ts';
import { formatDateTime } from '#admin/lib/format.ts';
import { useAdminLanguage } from '#admin/lib/language.tsx';
import type { PageDetail } from '#admin/features/pages/api.ts';
import { PageForm } from '#admin/features/pages/components/page-form.tsx';
import { PagePreview } from '#admin/features/pages/components/page-preview.tsx';
import { PageSchedule } from '#admin/features/pages/components/page-schedule.tsx';
import { pageTexts } from '#admin/features/pages/texts.ts';
import type { Issue } from '#src/schemas/api.ts';
import { fill } from '#src/i18n/fill.ts';
import { addStylesheet } from '#admin/lib/stylesheets.ts';
import pagesStylesheet from '#admin/features/pages/pages.css?url';

addStylesheet(pagesStylesheet);

// One page: its address and status, the preview of its draft, the form of its
// draft and what the last publish warned about (links that lead nowhere). The
// form opens again after its own save or publish and after a restore, never
// because the page was read again: a refetch while someone types would lose
// their typing.

export interface PageEditorProps {
  page: PageDetail;
  name: string;
  mayPublish: boolean;
  /** How many versions were restored from the history: each opens the form again. */
  restores: number;
}

export function PageEditor({ page, name, mayPublish, restores }: PageEditorProps) {
  const texts = useTexts(pageTexts);
  const message = useMessage();
  const { language } = useAdminLanguage();
  const [warnings, setWarnings] = useState<Issue[]>([]);
  // Each save or publish of this form opens it again on the page as stored; a read of the page never does (use-restores.ts).
  const [opened, reopen] = useReducer((count: number) => count + 1, 0);
  return (
    <>
      <div className="page-status">
        <p>
          {fill(texts.address, { path: page.path })} ·{' '}
          <strong className={`page-status__state page-status__state--${page.status}`}>
            {texts.status[page.status === 'published' ? 'published' : 'draft']}
          </strong>
        </p>
        <p className="page-status__published">
          {page.published_at
            ? fill(texts.publishedOn, { when: formatDateTime(page.published_at, language), user: page.published_by ?? '—' })
            : texts.neverPublished}
        </p>
      </div>
      {warnings.length > 0 ? (
        <section className="page-warnings" role="status" aria-labelledby="page-warnings-title">
          <h2 id="page-warnings-title" className="page-warnings__title">
            {texts.warningsTitle}
          </h2>
          <p>{texts.warningsText}</p>
          <ul>
            {warnings.map((warning) => (
              <li key={`${warning.path}:${warning.message}`}>{message(issueText(warning))}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <PagePreview page={page} name={name} />
      <PageForm
        key={`${String(restores)}:${String(opened)}`}
        page={page}
        name={name}
        mayPublish={mayPublish}
        onSaved={() => {
          setWarnings([]);
          reopen();
        }}
        onPublished={(published) => {
          setWarnings(published.warnings);
          reopen();
        }}
        onStale={reopen}
      />
      <PageSchedule page={page} name={name} mayPublish={mayPublish} />
    </>
  );
}
