import { useRef, useState } from 'react';
import { TextField } from '#admin/components/form-fields.tsx';
import { ImagePreview } from '#admin/components/image-preview.tsx';
import { MediaPickerDialog } from '#admin/components/media/media-picker-dialog.tsx';
import { MediaThumb } from '#admin/components/media/media-thumb.tsx';
import { UploadQueue } from '#admin/components/media/upload-queue.tsx';
import { useUploadQueue } from '#admin/components/media/use-upload-queue.ts';
import type { Shown } from '#admin/lib/coded-text.ts';
import { isExternalUrl, isLibraryUrl } from '#admin/lib/media/image-url.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { mediaTexts } from '#admin/lib/texts/media.ts';
import { fill } from '#src/i18n/fill.ts';

// A project's image: a library photo chosen in a dialog or uploaded here, with
// its preview. The address stays visible and editable, so an external image
// from before the library keeps working; it is flagged, with "Upload a copy",
// which asks for the file from the person's computer: the admin's CSP
// (connect-src 'self') lets no page fetch another site, and the server never
// fetches an address it is given.

export interface ImagePickerFieldProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: Shown | undefined;
  hint?: string;
  previewAlt: string;
  /** While a photo is on its way the form cannot be saved. */
  onUploadingChange?: (uploading: boolean) => void;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

const accept = 'image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif,.heic,.heif';

export function ImagePickerField({ label, value, onValueChange, error, hint, previewAlt, onUploadingChange }: ImagePickerFieldProps) {
  const texts = useTexts(mediaTexts);
  const [picking, setPicking] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const queue = useUploadQueue((item) => onValueChange(item.url));
  const uploading = queue.entries.some((entry) => entry.status === 'uploading');
  const [wasUploading, setWasUploading] = useState(false);
  if (uploading !== wasUploading) {
    setWasUploading(uploading);
    onUploadingChange?.(uploading);
  }
  const library = isLibraryUrl(value);
  const external = isExternalUrl(value);

  return (
    <div className="image-picker">
      <TextField
        label={label}
        type="text"
        inputMode="url"
        placeholder="/media/… https://…"
        value={value}
        onValueChange={onValueChange}
        error={error}
        hint={hint}
      />
      <div className="image-picker__row">
        <button type="button" className="button button--secondary button--small" onClick={() => setPicking(true)}>
          {texts.chooseFromLibrary}
        </button>
        <button type="button" className="button button--secondary button--small" onClick={() => fileRef.current?.click()}>
          {texts.uploadPhoto}
        </button>
        {value ? (
          <button type="button" className="link-button" onClick={() => onValueChange('')}>
            {texts.removeImage}
          </button>
        ) : null}
        <input
          ref={fileRef}
          type="file"
          accept={accept}
          className="visually-hidden"
          tabIndex={-1}
          aria-label={texts.photoFile}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length) queue.add(files.slice(0, 1));
          }}
        />
      </div>
      {external ? (
        <div className="external-flag" role="note">
          <p className="external-flag__title">{texts.externalFlag}</p>
          <p className="external-flag__text">{fill(texts.externalText, { host: hostOf(value.trim()) })}</p>
          <button type="button" className="button button--secondary button--small" onClick={() => fileRef.current?.click()}>
            {texts.uploadCopy}
          </button>
        </div>
      ) : null}
      <UploadQueue queue={queue} />
      {library ? (
        <figure className="image-preview image-preview--wide">
          <MediaThumb url={value.trim()} alt={previewAlt} width={480} />
        </figure>
      ) : external ? (
        <ImagePreview src={value} alt={previewAlt} className="image-preview--wide" />
      ) : null}
      {picking ? (
        <MediaPickerDialog
          current={value}
          onClose={() => setPicking(false)}
          onPick={(item) => {
            onValueChange(item.url);
            setPicking(false);
          }}
        />
      ) : null}
    </div>
  );
}
