import { useState } from 'react';
import { DragHandle, MoveButtons, ReorderAnnouncer, useReorder } from '#admin/components/reorder.tsx';
import { FocalPointDialog } from '#admin/components/media/focal-point-dialog.tsx';
import { MediaPickerDialog } from '#admin/components/media/media-picker-dialog.tsx';
import { MediaThumb } from '#admin/components/media/media-thumb.tsx';
import type { Shown } from '#admin/lib/coded-text.ts';
import { useMessage, useTexts } from '#admin/lib/language.tsx';
import { mediaTexts } from '#admin/lib/texts/media.ts';
import { fill } from '#src/i18n/fill.ts';
import { MAX_GALLERY_PHOTOS, type GalleryPhoto, type MediaRef } from '#src/schemas/media.ts';

// A project's gallery: library photos in the order the page shows them, each
// with a caption in English and French. Photos come from the library dialog
// (where a new one can be uploaded); they are reordered by dragging the handle
// or with the move buttons, and each one's focal point is set from here.

export interface GalleryEditorProps {
  value: GalleryPhoto[];
  onChange: (gallery: GalleryPhoto[]) => void;
  /** The photos as the project's read resolved them: their alt texts, for names read aloud. */
  media: readonly MediaRef[];
  error?: Shown | undefined;
}

export function GalleryEditor({ value, onChange, media, error }: GalleryEditorProps) {
  const texts = useTexts(mediaTexts);
  const message = useMessage();
  const [picking, setPicking] = useState(false);
  const [focusing, setFocusing] = useState<string | null>(null);
  const [added, setAdded] = useState<MediaRef[]>([]);
  const altOf = (url: string) => [...added, ...media].find((ref) => ref.url === url)?.alt_en ?? '';
  const labelOf = (photo: GalleryPhoto) => fill(texts.photoN, { position: value.indexOf(photo) + 1 });
  const reorder = useReorder({
    items: value,
    getId: (photo) => photo.url,
    getLabel: labelOf,
    enabled: value.length > 1,
    onReorder: (urls) => onChange(urls.map((url) => value.find((photo) => photo.url === url)).filter((photo) => photo !== undefined)),
  });
  const change = (url: string, caption: { caption?: string; fr?: string }) =>
    onChange(
      value.map((photo) =>
        photo.url === url
          ? { ...photo, caption: caption.caption ?? photo.caption, fr: { caption: caption.fr ?? photo.fr.caption } }
          : photo,
      ),
    );
  const full = value.length >= MAX_GALLERY_PHOTOS;

  return (
    <fieldset className="gallery-editor span-2">
      <legend className="field__label">{texts.gallery}</legend>
      <p className="field__hint">{texts.galleryHint}</p>
      {value.length === 0 ? <p className="gallery-editor__empty">{texts.galleryEmpty}</p> : null}
      <ol className="gallery-editor__list">
        {reorder.ordered.map((photo, index) => {
          const position = index + 1;
          const label = fill(texts.photoN, { position });
          return (
            <li key={photo.url} className="gallery-item" {...reorder.itemProps(photo)}>
              <div className="gallery-item__side">
                <DragHandle {...reorder.handleProps(photo)} />
                <MoveButtons
                  label={label}
                  index={index}
                  count={value.length}
                  enabled={value.length > 1}
                  onMove={(delta) => reorder.move(photo, delta)}
                />
              </div>
              <div className="gallery-item__thumb">
                <MediaThumb url={photo.url} alt={altOf(photo.url)} width={160} />
              </div>
              <div className="gallery-item__fields">
                <p className="gallery-item__label">{label}</p>
                <label className="field">
                  <span className="field__label">{texts.captionEn}</span>
                  <input
                    className="input"
                    value={photo.caption}
                    maxLength={300}
                    onChange={(event) => change(photo.url, { caption: event.target.value })}
                  />
                </label>
                <label className="field">
                  <span className="field__label">{texts.captionFr}</span>
                  <input
                    className="input"
                    lang="fr"
                    value={photo.fr.caption}
                    maxLength={300}
                    onChange={(event) => change(photo.url, { fr: event.target.value })}
                  />
                </label>
                <div className="gallery-item__actions">
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={fill(texts.setFocalOf, { position })}
                    onClick={() => setFocusing(photo.url)}
                  >
                    {texts.setFocal}
                  </button>
                  <button
                    type="button"
                    className="button button--danger-ghost button--small"
                    aria-label={fill(texts.removePhoto, { position })}
                    onClick={() => onChange(value.filter((other) => other.url !== photo.url))}
                  >
                    {texts.remove}
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      {error ? <p className="field__error">{message(error)}</p> : null}
      {full ? <p className="field__hint">{fill(texts.galleryFull, { max: MAX_GALLERY_PHOTOS })}</p> : null}
      <button type="button" className="button button--secondary" disabled={full} onClick={() => setPicking(true)}>
        {texts.addToGallery}
      </button>
      <ReorderAnnouncer message={reorder.announcement} />
      {picking ? (
        <MediaPickerDialog
          title={texts.addToGallery}
          onClose={() => setPicking(false)}
          onPick={(item) => {
            setPicking(false);
            if (value.some((photo) => photo.url === item.url)) return;
            setAdded([...added, item]);
            onChange([...value, { url: item.url, caption: '', fr: { caption: '' } }]);
          }}
        />
      ) : null}
      {focusing ? <FocalPointDialog url={focusing} onClose={() => setFocusing(null)} /> : null}
    </fieldset>
  );
}
