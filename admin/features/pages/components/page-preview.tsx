import { lazy, Suspense, useState } from 'react';
import { useTexts } from '#admin/lib/language.tsx';
import type { PageDetail } from '#admin/features/pages/api.ts';
import { pagePreviewTexts } from '#admin/features/pages/preview-texts.ts';
import { addStylesheet } from '#admin/lib/stylesheets.ts';
import pagePreviewStylesheet from '#admin/features/pages/page-preview.css?url';

// The dialog's rules come with the editor, so the dialog, loaded on first use, never shows before them (ADR 0098).
addStylesheet(pagePreviewStylesheet);

// The page editor's preview: a button that opens the draft, as last saved, in
// frames at a phone's and a desktop's width. The dialog's code loads when it
// is first opened, so no other screen carries it.

const PagePreviewDialog = lazy(async () => ({
  default: (await import('#admin/features/pages/components/page-preview-dialog.tsx')).PagePreviewDialog,
}));

export function PagePreview({ page, name }: { page: PageDetail; name: string }) {
  const texts = useTexts(pagePreviewTexts);
  const [open, setOpen] = useState(false);
  return (
    <section className="form-section page-preview" aria-labelledby="page-preview-title">
      <h2 id="page-preview-title" className="form-section__title">
        {texts.title}
      </h2>
      <p className="form-section__intro">{texts.intro}</p>
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        {texts.open}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <PagePreviewDialog page={page} name={name} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
