import type { CSSProperties, KeyboardEvent, PointerEvent } from 'react';
import { focalFromClick, focalFromKey, focalPercent, type Focal } from '#admin/lib/media/focal.ts';
import { MediaThumb } from '#admin/components/media/media-thumb.tsx';
import { useTexts } from '#admin/lib/language.tsx';
import { mediaTexts } from '#admin/lib/texts/media.ts';
import { fill } from '#src/i18n/fill.ts';

// The focal point set on the photo itself: a click puts it where the subject
// is; with the keyboard the photo is a slider whose arrow keys move the point
// (Shift for small steps, Home back to the middle), its place announced.

export interface FocalPointEditorProps {
  url: string;
  alt: string;
  value: Focal;
  onChange: (focal: Focal) => void;
  size?: { width: number; height: number } | undefined;
}

export function FocalPointEditor({ url, alt, value, onChange, size }: FocalPointEditorProps) {
  const texts = useTexts(mediaTexts);
  const percent = focalPercent(value);
  const said = fill(texts.focalAt, percent);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    onChange(focalFromClick(event.clientX, event.clientY, event.currentTarget.getBoundingClientRect()));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = focalFromKey(value, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    onChange(next);
  };

  return (
    <div className="focal-editor">
      <div
        className="focal-editor__frame"
        role="slider"
        tabIndex={0}
        aria-label={texts.focalPoint}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent.x}
        aria-valuetext={said}
        onPointerDown={onPointerDown}
        onKeyDown={onKeyDown}
        style={size ? ({ '--ratio': String(size.width / size.height) } as CSSProperties) : undefined}
      >
        <MediaThumb url={url} alt={alt} width={640} size={size} className="focal-editor__image" eager />
        <span className="focal-editor__point" style={{ left: `${String(percent.x)}%`, top: `${String(percent.y)}%` }} aria-hidden="true" />
      </div>
      <p className="field__hint">{texts.focalHint}</p>
      <p className="focal-editor__value" aria-live="polite">
        {said}
      </p>
    </div>
  );
}
