import { lazy, Suspense, useState } from 'react';
import { useTexts } from '#admin/lib/language.tsx';
import { stylesheetsLoaded } from '#admin/lib/stylesheets.ts';
import type { PageDetail } from '#admin/features/pages/api.ts';
import { pagePreviewTexts } from '#admin/features/pages/preview-texts.ts';

// The page editor's preview: a button that opens the draft, as last saved, in
// frames at a phone's and a desktop's width. The dialog's code loads when it
// is first opened, so no other screen carries it.

const PagePreviewDialog = lazy(async () => {
  const { PagePreviewDialog: dialog } = await import('#admin/features/pages/components/page-preview-dialog.tsx');
  // Its stylesheet, added as the module ran, before it first shows (ADR 0098).
  await stylesheetsLoaded();
  return { default: dialog };
});

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
