import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Dialog } from '#admin/components/dialog.tsx';
import { ErrorState, LoadingState } from '#admin/components/states.tsx';
import { failureMessage } from '#admin/lib/errors.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { pagePreviewQueryOptions, type PageDetail } from '#admin/features/pages/api.ts';
import { pagePreviewTexts } from '#admin/features/pages/preview-texts.ts';
import { fill } from '#src/i18n/fill.ts';

// The draft of a page in a frame, at its signed preview address (POST
// /api/pages/preview, ADR 0059): the public page's own HTML and styles, at a
// phone's width (375 px) or a desktop's (1280 px, scrolled sideways where the
// screen is narrower), in English or French. The address moves with each save
// (its query key holds the page's version), so the frame shows the draft saved.

type Lang = 'en' | 'fr';
const widths = { phone: 375, desktop: 1280 } as const;
type Width = keyof typeof widths;

interface ToggleProps<T extends string> {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

function Toggle<T extends string>({ label, options, value, onChange }: ToggleProps<T>) {
  const labelId = useId();
  return (
    <div className="segmented" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="segmented__label">
        {label}
      </span>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="segmented__option"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

export function PagePreviewDialog({ page, name, onClose }: { page: PageDetail; name: string; onClose: () => void }) {
  const texts = useTexts(pagePreviewTexts);
  const [lang, setLang] = useState<Lang>('en');
  const [width, setWidth] = useState<Width>('phone');
  const link = useQuery(pagePreviewQueryOptions(page.id, lang, page.updated_at ?? 'initial'));
  return (
    <Dialog
      title={fill(texts.dialogTitle, { name })}
      description={texts.dialogDescription}
      onClose={onClose}
      size="large"
      className="page-preview-dialog"
    >
      <div className="page-preview__controls">
        <Toggle<Lang>
          label={texts.language}
          options={[
            { value: 'en', label: texts.english },
            { value: 'fr', label: texts.french },
          ]}
          value={lang}
          onChange={setLang}
        />
        <Toggle<Width>
          label={texts.width}
          options={[
            { value: 'phone', label: texts.phone },
            { value: 'desktop', label: texts.desktop },
          ]}
          value={width}
          onChange={setWidth}
        />
      </div>
      {link.isPending ? (
        <LoadingState label={texts.loading} />
      ) : link.isError ? (
        <ErrorState message={failureMessage(link.error, texts.failed)} onRetry={() => void link.refetch()} />
      ) : (
        <>
          <div className="page-preview__stage">
            <iframe
              className="page-preview__frame"
              src={link.data.url}
              title={fill(texts.frameTitle, { name, language: texts.inLanguage[lang], width: String(widths[width]) })}
              width={widths[width]}
              referrerPolicy="no-referrer"
            />
          </div>
          <p className="page-preview__link">
            <a href={link.data.url} target="_blank" rel="noopener noreferrer">
              {texts.newTab}
            </a>{' '}
            <span className="field__hint">{texts.newTabHint}</span>
          </p>
        </>
      )}
    </Dialog>
  );
}
