import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState } from '#admin/components/states.tsx';
import { MediaThumb } from '#admin/components/media/media-thumb.tsx';
import { PhotoDropZone } from '#admin/components/media/photo-drop-zone.tsx';
import { UploadQueue } from '#admin/components/media/upload-queue.tsx';
import { useUploadQueue } from '#admin/components/media/use-upload-queue.ts';
import { useToast } from '#admin/components/toast.tsx';
import { mediaPageQueryOptions } from '#admin/lib/media/api.ts';
import { formatBytes } from '#admin/lib/media/format-bytes.ts';
import { failureMessage } from '#admin/lib/errors.ts';
import { useAdminLanguage, useTexts } from '#admin/lib/language.tsx';
import { mediaTexts } from '#admin/lib/texts/media.ts';
import { mediaLibraryTexts } from '#admin/features/media/texts.ts';
import { MediaDetail } from '#admin/features/media/components/media-detail.tsx';
import { fill } from '#src/i18n/fill.ts';
import { plural } from '#src/i18n/plural.ts';
import { addStylesheet } from '#admin/lib/stylesheets.ts';
import mediaStylesheet from '#admin/features/media/media.css?url';

addStylesheet(mediaStylesheet);

// The media library: photos a page at a time as the server pages them (48),
// searched by file name and alt text, the search and page in the address;
// photos come in by the button or dropped on the page, and each one opens its
// details (alt texts, focal point, where it is used, delete).

export function MediaLibrary() {
  const texts = useTexts(mediaLibraryTexts);
  const shared = useTexts(mediaTexts);
  const { language } = useAdminLanguage();
  const toast = useToast();
  const searchId = useId();
  const hintId = useId();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const requested = Number.parseInt(params.get('page') ?? '', 10);
  const page = Number.isFinite(requested) && requested > 0 ? requested : 1;
  const query = useQuery(mediaPageQueryOptions({ q, page }));
  const [open, setOpen] = useState<string | null>(null);
  const queue = useUploadQueue((item) => toast.success(fill(shared.uploaded, { name: item.file_name })));

  const setSearch = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('page');
        if (value) next.set('q', value);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  const pageSearch = (target: number) => {
    const next = new URLSearchParams(params);
    if (target > 1) next.set('page', String(target));
    else next.delete('page');
    const search = next.toString();
    return search ? `?${search}` : '';
  };

  const data = query.data;
  const counted = data ? fill(plural(language, data.total, q.trim() ? texts.countOf : texts.count), { count: data.total }) : '';
  const opened = data?.items.find((item) => item.id === open);

  return (
    <>
      <PhotoDropZone onFiles={queue.add} />
      <UploadQueue queue={queue} />
      <div className="list-toolbar media-toolbar">
        <div className="list-toolbar__search">
          <label htmlFor={searchId} className="visually-hidden">
            {texts.search}
          </label>
          <svg className="list-toolbar__search-icon" viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
            <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M13 13l4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <input
            id={searchId}
            type="search"
            className="input"
            placeholder={texts.search}
            aria-describedby={hintId}
            value={q}
            onChange={(event) => setSearch(event.target.value)}
          />
          <span id={hintId} className="visually-hidden">
            {texts.searchHint}
          </span>
        </div>
        <p className="list-toolbar__count" aria-live="polite">
          {counted}
        </p>
      </div>
      {query.isPending ? (
        <LoadingState label={texts.loading} />
      ) : query.isError ? (
        <ErrorState message={failureMessage(query.error, texts.failed)} onRetry={() => void query.refetch()} />
      ) : data?.total === 0 && !q.trim() ? (
        <EmptyState title={texts.emptyTitle} text={texts.emptyText} />
      ) : data?.items.length === 0 ? (
        <p className="no-results">{fill(texts.noMatch, { query: q.trim() })}</p>
      ) : data ? (
        <>
          <ul className="media-grid" aria-label={texts.title}>
            {data.items.map((item, index) => (
              <li key={item.id} className="media-card">
                <button
                  type="button"
                  className="media-card__open"
                  aria-label={fill(texts.open, { name: item.file_name })}
                  onClick={() => setOpen(item.id)}
                >
                  <MediaThumb url={item.url} alt="" width={320} className="media-card__image" eager={index < 8} />
                </button>
                <div className="media-card__body">
                  <p className="media-card__name" title={item.file_name}>
                    {item.file_name}
                  </p>
                  {/* The alt text in the admin's language where there is one: what the French site says of it. */}
                  <p className={['media-card__alt', item.alt_en ? '' : 'media-card__alt--none'].filter(Boolean).join(' ')}>
                    {(language === 'fr' && item.alt_fr) || item.alt_en || texts.noAlt}
                  </p>
                  <p className="media-card__meta">
                    <span className="media-card__fact">{fill(texts.pixels, { width: item.width, height: item.height })}</span>
                    {' · '}
                    <span className="media-card__fact">{formatBytes(item.bytes, language)}</span>
                    {item.used_in.length > 0 ? (
                      <span className="media-card__used">
                        {fill(plural(language, item.used_in.length, texts.inUse), { count: item.used_in.length })}
                      </span>
                    ) : null}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          {data.pages > 1 ? (
            <nav className="pager pager__pages media-pages" aria-label={texts.pages}>
              {data.page > 1 ? (
                <Link className="button button--secondary button--small" to={{ search: pageSearch(data.page - 1) }}>
                  {texts.previous}
                </Link>
              ) : null}
              <span className="pager__position" aria-current="page">
                {fill(texts.pageOf, { page: data.page, pages: data.pages })}
              </span>
              {data.page < data.pages ? (
                <Link className="button button--secondary button--small" to={{ search: pageSearch(data.page + 1) }}>
                  {texts.next}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      ) : null}
      {open ? <MediaDetail id={open} initial={opened} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
