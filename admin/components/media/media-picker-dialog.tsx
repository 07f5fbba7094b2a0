import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Dialog } from '#admin/components/dialog.tsx';
import { ErrorState, LoadingState } from '#admin/components/states.tsx';
import { MediaThumb } from '#admin/components/media/media-thumb.tsx';
import { PhotoDropZone } from '#admin/components/media/photo-drop-zone.tsx';
import { UploadQueue } from '#admin/components/media/upload-queue.tsx';
import { useUploadQueue } from '#admin/components/media/use-upload-queue.ts';
import { mediaPageQueryOptions, type MediaItem } from '#admin/lib/media/api.ts';
import { failureMessage } from '#admin/lib/errors.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { mediaTexts } from '#admin/lib/texts/media.ts';
import { fill } from '#src/i18n/fill.ts';

// Choosing a library photo from a form: search, pages, and a button per photo
// (Tab and Enter are the keyboard path); or a new photo uploaded here, which
// is chosen as soon as it is in the library.

export interface MediaPickerDialogProps {
  title?: string;
  onPick: (item: MediaItem) => void;
  onClose: () => void;
  /** The photo already chosen, marked as such. */
  current?: string | undefined;
}

export function MediaPickerDialog({ title, onPick, onClose, current }: MediaPickerDialogProps) {
  const texts = useTexts(mediaTexts);
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const searchId = useId();
  const hintId = useId();
  const query = useQuery(mediaPageQueryOptions({ q, page }));
  const queue = useUploadQueue(onPick);
  const data = query.data;

  return (
    <Dialog
      title={title ?? texts.pickerTitle}
      description={texts.pickerDescription}
      onClose={onClose}
      size="large"
      className="media-picker"
    >
      <div className="media-picker__search field">
        <label className="field__label" htmlFor={searchId}>
          {texts.searchPhotos}
        </label>
        <input
          id={searchId}
          type="search"
          className="input"
          value={q}
          aria-describedby={hintId}
          onChange={(event) => {
            setQ(event.target.value);
            setPage(1);
          }}
        />
        <p className="field__hint" id={hintId}>
          {texts.searchHint}
        </p>
      </div>
      {query.isPending ? (
        <LoadingState label={texts.loading} />
      ) : query.isError ? (
        <ErrorState message={failureMessage(query.error, texts.failed)} onRetry={() => void query.refetch()} />
      ) : data?.items.length === 0 ? (
        <p className="no-results">{q.trim() ? fill(texts.noMatch, { query: q.trim() }) : texts.noPhotos}</p>
      ) : data ? (
        <>
          <ul className="media-picker__grid" aria-label={texts.pickerTitle}>
            {data.items.map((item, index) => (
              <li key={item.id}>
                <button
                  type="button"
                  className={['media-picker__choice', item.url === current ? 'media-picker__choice--current' : '']
                    .filter(Boolean)
                    .join(' ')}
                  aria-current={item.url === current ? 'true' : undefined}
                  onClick={() => onPick(item)}
                >
                  {/* Named by what it shows and its file name, so the visible name is part of the spoken one. */}
                  <span className="visually-hidden">{texts.choose} </span>
                  <MediaThumb url={item.url} alt={item.alt_en} width={200} className="media-picker__image" eager={index < 12} />
                  <span className="media-picker__name">{item.file_name}</span>
                </button>
              </li>
            ))}
          </ul>
          {data.pages > 1 ? (
            <nav className="media-picker__pages" aria-label={texts.photoPages}>
              <button
                type="button"
                className="button button--secondary button--small"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                {texts.previous}
              </button>
              <span>{fill(texts.pageOf, { page: data.page, pages: data.pages })}</span>
              <button
                type="button"
                className="button button--secondary button--small"
                disabled={page >= data.pages}
                onClick={() => setPage(page + 1)}
              >
                {texts.next}
              </button>
            </nav>
          ) : null}
        </>
      ) : null}
      <div className="media-picker__upload">
        <PhotoDropZone onFiles={queue.add} multiple={false} />
        <UploadQueue queue={queue} />
      </div>
    </Dialog>
  );
}
