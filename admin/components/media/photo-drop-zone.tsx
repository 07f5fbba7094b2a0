import { useId, useRef, useState, type DragEvent } from 'react';
import { useTexts } from '#admin/lib/language.tsx';
import { mediaTexts } from '#admin/lib/texts/media.ts';

// Where photos come in: a button that opens the file chooser (several files at
// once) and an area that takes photos dropped on it.

const accept = 'image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif,.heic,.heif';

export function PhotoDropZone({
  onFiles,
  multiple = true,
  label,
}: {
  onFiles: (files: File[]) => void;
  multiple?: boolean;
  label?: string;
}) {
  const texts = useTexts(mediaTexts);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const files = [...event.dataTransfer.files];
    if (files.length) onFiles(multiple ? files : files.slice(0, 1));
  };

  return (
    <div
      className={['drop-zone', over ? 'drop-zone--over' : ''].filter(Boolean).join(' ')}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <svg className="drop-zone__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path
          d="M4 16v3h16v-3M12 4v11M7 9l5-5 5 5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <p className="drop-zone__text">
        {texts.dropHere}{' '}
        <button
          type="button"
          className="button button--primary button--small"
          aria-describedby={hintId}
          onClick={() => input.current?.click()}
        >
          {label ?? (multiple ? texts.uploadPhotos : texts.uploadPhoto)}
        </button>
      </p>
      <p className="drop-zone__hint" id={hintId}>
        {texts.accepted}
      </p>
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        className="visually-hidden"
        tabIndex={-1}
        aria-label={texts.fileInput}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </div>
  );
}
