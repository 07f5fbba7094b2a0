import { useId, useRef, useState } from 'react';
import { codedText, type Shown } from '#admin/lib/coded-text.ts';
import { logoTypes } from '#src/schemas/upload.ts';
import { checkLogoFile, uploadFailure, type LogoUpload } from '#admin/lib/logo-upload.ts';
import { TextField } from '#admin/components/form-fields.tsx';
import { ImagePreview } from '#admin/components/image-preview.tsx';
import { useMessage, useTexts } from '#admin/lib/language.tsx';
import { itemTexts } from '#admin/lib/texts/items.ts';
import { fill } from '#src/i18n/fill.ts';

// A logo is a URL typed in, or a file uploaded here (5MB at most, JPEG, PNG,
// GIF, SVG or WebP) with a progress bar; either way a preview shows what the
// website will show.

export interface LogoFieldProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  upload: LogoUpload;
  error?: Shown | undefined;
  required?: boolean;
  /** Lets the form wait for an upload in progress before it can be saved. */
  onUploadingChange?: (uploading: boolean) => void;
}

const accept = Object.keys(logoTypes).join(',');

export function LogoField({ label, value, onValueChange, upload, error, required, onUploadingChange }: LogoFieldProps) {
  const fileRef = useRef<HTMLInputElement>(null);
  const progressId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<Shown | null>(null);
  const [uploadedName, setUploadedName] = useState<string | null>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(null);
    setUploadedName(null);
    const problem = checkLogoFile(file);
    if (problem) {
      setUploadError(codedText(problem));
      return;
    }
    setProgress(0);
    onUploadingChange?.(true);
    try {
      const url = await upload(file, (percent) => setProgress(Math.max(0, Math.min(100, Math.round(percent)))));
      onValueChange(url);
      setUploadedName(file.name);
    } catch (failure) {
      setUploadError(uploadFailure(failure));
    } finally {
      setProgress(null);
      onUploadingChange?.(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  const uploading = progress !== null;
  const texts = useTexts(itemTexts);
  const message = useMessage();

  return (
    <div className="logo-field">
      <TextField
        label={label}
        type="text"
        inputMode="url"
        placeholder={texts.logoPlaceholder}
        value={value}
        onValueChange={onValueChange}
        error={error}
        required={required}
        hint={texts.logoHint}
      />
      <div className="logo-field__row">
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => fileRef.current?.click()}
          disabled={uploading}
        >
          {uploading ? texts.uploading : texts.uploadLogo}
        </button>
        <input
          ref={fileRef}
          type="file"
          accept={accept}
          className="logo-field__file"
          tabIndex={-1}
          aria-label={fill(texts.fileOf, { label })}
          onChange={(event) => void onFile(event.target.files?.[0])}
        />
        {uploading ? (
          <span className="logo-field__progress">
            <progress id={progressId} max={100} value={progress} aria-label={texts.uploadProgress} />
            <span aria-hidden="true">{progress}%</span>
          </span>
        ) : null}
        {value ? (
          <button type="button" className="link-button" onClick={() => onValueChange('')} disabled={uploading}>
            {texts.removeLogo}
          </button>
        ) : null}
      </div>
      <div aria-live="polite" className="logo-field__status">
        {uploadError ? <p className="field__error">{message(uploadError)}</p> : null}
        {uploadedName && !uploadError ? <p className="field__success">{fill(texts.uploaded, { name: uploadedName })}</p> : null}
      </div>
      <ImagePreview src={value} alt={fill(texts.previewOf, { label })} className="image-preview--logo" />
    </div>
  );
}
